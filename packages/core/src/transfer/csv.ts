/** Writing CSV (RFC 4180); csv-read.ts reads it. */

const NEEDS_QUOTES = /[",\r\n]/;

/** One record set as RFC 4180 text: CRLF line ends, quotes only around fields that need them. */
export function encodeCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((f) => (NEEDS_QUOTES.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(',') + '\r\n')
    .join('');
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection,
 * e.g. `=cmd|' /C calc'!A0`); a leading apostrophe makes them show it as text instead.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
