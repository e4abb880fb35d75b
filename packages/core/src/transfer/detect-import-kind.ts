import type { IMPORT_KINDS } from './import-limits';

/*
 * Which kind of file the user chose, so the import form starts on the right format instead of
 * asking. No imports of values: the Settings page's chunk reads this and nothing else of core's
 * import code.
 */

type Kind = (typeof IMPORT_KINDS)[number];

const BOM = '\uFEFF';

/** Dayflow's JSON, Todoist's CSV template, or plain text; by content first, then by file name. */
export function detectImportKind(text: string, fileName?: string | null): Kind {
  const start = (text.startsWith(BOM) ? text.slice(1) : text).trimStart();
  if (start.startsWith('{')) return 'dayflow-json';
  const header = start.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const columns = header.split(',').map((c) => c.trim().replace(/^"|"$/g, '').toUpperCase());
  if (columns.includes('TYPE') && columns.includes('CONTENT')) return 'todoist-csv';
  const name = (fileName ?? '').toLowerCase();
  if (start === '' && name.endsWith('.json')) return 'dayflow-json';
  if (start === '' && name.endsWith('.csv')) return 'todoist-csv';
  return 'text';
}
