import { parse, type CsvError } from 'csv-parse/sync';

/**
 * Reading CSV as people's files really are, with csv-parse: a quote inside an unquoted field
 * (`Say "hi" to Bo`) or text after a closing quote is read as text, the way Python's csv module
 * and spreadsheet apps read it, and rows may have fewer or more fields than the header. A record
 * that still cannot be read is left out and reported with the line it starts on, so one broken
 * row never costs the rest of the file.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted newline spans lines). */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  reason: string;
}

export interface CsvReading {
  records: CsvRecord[];
  /** Records left out, each with the line it starts on and why. */
  problems: CsvProblem[];
}

const BOM = '\uFEFF';
const UNCLOSED =
  'a quote opens a field and never closes, so this row was skipped; put a second " at the end of the field';

type Parsed = { record: string[]; raw: string };

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

export function parseCsv(input: string): CsvReading {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let text = input.startsWith(BOM) ? input.slice(1) : input;
  // Lines of the file before `text`: after a record that never closes, reading starts again on
  // the line after the one it opened on.
  let offset = 0;
  for (;;) {
    const chunk = readChunk(text);
    // Lines are counted from each record's raw text, not csv-parse's own count, which takes a
    // CRLF inside quotes for two lines.
    let lastLine = 0;
    for (const { record, raw } of chunk.parsed) {
      records.push({ line: offset + lastLine + 1, fields: record });
      lastLine += lineBreaks(raw);
    }
    for (const skip of chunk.skips) problems.push({ line: offset + skip.line, reason: skip.reason });
    if (!chunk.unclosed) break;
    // The record that never closes starts right after the last one read.
    const opened = lastLine + 1;
    problems.push({ line: offset + opened, reason: UNCLOSED });
    const rest = afterLine(text, opened);
    if (rest === undefined) break;
    text = rest;
    offset += opened;
  }
  return { records, problems: problems.sort((a, b) => a.line - b.line) };
}

interface Chunk {
  parsed: Parsed[];
  skips: CsvProblem[];
  /** A quote never closes: csv-parse read the rest of the text as that one field. */
  unclosed: boolean;
}

function readChunk(text: string): Chunk {
  const skips: CsvProblem[] = [];
  let unclosed = false;
  const parsed = parse(text, {
    relax_quotes: true,
    relax_column_count: true,
    raw: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') unclosed = true;
      else skips.push({ line: Number((error as CsvError & { lines?: number }).lines ?? 0), reason: error.message });
    },
  }) as unknown as Parsed[];
  // A quote that never closes until the next row's opening quote makes one record of two lines
  // (csv-parse, relaxed, closes the field there): cut before it and read again after its line.
  const swallowing = parsed.findIndex(({ raw }) => swallowsRows(raw));
  if (swallowing === -1) return { parsed, skips, unclosed };
  const kept = parsed.slice(0, swallowing);
  const opened = kept.reduce((lines, { raw }) => lines + lineBreaks(raw), 0) + 1;
  return { parsed: kept, skips: skips.filter((skip) => skip.line < opened), unclosed: true };
}

/**
 * Whether a record's quoted field runs over a line break and then meets a lone quote (one neither
 * doubled nor closing the field): the mark of a field whose quote never closed and that ran into
 * the next row, whose own opening quote csv-parse then took for the closing one. A field that
 * really spans lines has every quote inside it doubled.
 */
function swallowsRows(raw: string): boolean {
  let quoted = false;
  let crossedLine = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (!quoted) {
      if (c === '"' && (i === 0 || raw[i - 1] === ',')) quoted = true;
      continue;
    }
    if (c === '\n' || c === '\r') crossedLine = true;
    else if (c === '"') {
      const next = raw[i + 1];
      if (next === '"') i++;
      else if (next === undefined || next === ',' || next === '\r' || next === '\n') quoted = crossedLine = false;
      else if (crossedLine) return true;
    }
  }
  return false;
}

/** The text after line `line` (1-based), or undefined when there is none. */
function afterLine(text: string, line: number): string | undefined {
  const ends = new RegExp(LINE_BREAK);
  for (let i = 0; i < line; i++) {
    if (!ends.exec(text)) return undefined;
  }
  return text.slice(ends.lastIndex);
}
