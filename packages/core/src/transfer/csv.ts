/**
 * RFC 4180 CSV, both ways. Reading is strict about quotes (a stray quote is far more likely a
 * broken file than data) but accepts LF as well as CRLF line ends and a leading byte order mark,
 * which spreadsheet apps and Todoist write. A few dozen lines of our own rather than a library:
 * the grammar is tiny and we need the line each record starts on for error messages.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted newline spans lines). */
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: string };

const BOM = '\uFEFF';

export function parseCsv(input: string): CsvResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    quoted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      if (field !== '') return { ok: false, line, reason: 'a quote inside an unquoted field' };
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= text.length) return { ok: false, line: openedOn, reason: 'a quoted field is never closed' };
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, line, reason: 'text after a closing quote (a quote inside a field must be doubled)' };
      }
      // An empty quoted field at the very end of the file must still count as a field.
      quoted = true;
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      quoted = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  // A final record without a line end, unless the file ended right after one.
  if (field !== '' || quoted || fields.length > 0) endRecord();
  return { ok: true, records };
}

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
