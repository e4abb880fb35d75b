import { DAY_MS } from '../constants';
import type { Priority, Section } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';
import { parseCsv } from './csv-read';
import {
  BINARY_FILE,
  checkTaskText,
  importError,
  looksBinary,
  type ImportPlan,
  type ImportReading,
} from './import-plan';
import { readRecurrence } from './todoist-recurrence';

/**
 * Todoist's "Export as template" CSV: a header row naming the columns (TYPE, CONTENT, DESCRIPTION,
 * PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, and more in newer files), then
 * one row per task, section heading or comment. Columns are found by name, so older files without
 * DESCRIPTION and newer ones with extra columns read alike.
 */

/** Todoist numbers its priorities the other way round: 1 is its top (p1), 4 its default. */
const PRIORITIES: Record<string, Priority> = { '': 'Medium', '1': 'High', '2': 'Medium', '3': 'Low', '4': 'Medium' };

export function todoistPriority(value: string): Priority | undefined {
  return PRIORITIES[value.trim()];
}

const SKIPPED_TYPES: Record<string, string> = {
  section: 'a section heading, not a task',
  note: 'a comment, not a task',
};

export interface TodoistContext {
  /** The server's clock and the user's IANA time zone: together they say which dates are today. */
  now: number;
  timeZone: string;
}

export function readTodoistCsv(text: string, context: TodoistContext): ImportReading {
  if (looksBinary(text)) return importError('text', BINARY_FILE);
  const parsed = parseCsv(text);
  const [header, ...rows] = parsed.records;
  const columns = new Map((header?.fields ?? []).map((name, index) => [name.trim().toUpperCase(), index]));
  const type = columns.get('TYPE');
  const content = columns.get('CONTENT');
  if (type === undefined || content === undefined) {
    return importError(
      'line 1',
      'this is not a Todoist CSV export: its first line should name the columns TYPE and CONTENT. In Todoist, use a project’s “Export as template” and choose CSV, or pick the format that matches your file',
    );
  }
  const cell = (fields: string[], column: number | undefined) => (column === undefined ? '' : (fields[column] ?? ''));
  const sectionOf = dateSections(context);
  const today = localDateKey(context.now, context.timeZone);

  const plan: ImportPlan = {
    tasks: [],
    skipped: parsed.problems.map((problem) => ({ where: `line ${problem.line}`, reason: problem.reason })),
    routines: [],
    notes: [],
  };
  for (const { line, fields } of rows) {
    if (fields.every((f) => f.trim() === '')) continue;
    const where = `line ${line}`;
    const kind = cell(fields, type).trim().toLowerCase();
    if (kind !== 'task') {
      plan.skipped.push({ where, reason: SKIPPED_TYPES[kind] ?? `a "${kind}" row, not a task` });
      continue;
    }
    const rawPriority = cell(fields, columns.get('PRIORITY'));
    const priority = todoistPriority(rawPriority);
    if (!priority) {
      plan.skipped.push({ where, reason: `its PRIORITY is "${rawPriority}", and Todoist's are 1, 2, 3 or 4` });
      continue;
    }
    const description = cell(fields, columns.get('DESCRIPTION')).trim();
    const checked = checkTaskText(
      description ? `${cell(fields, content).trim()}\n${description}` : cell(fields, content),
    );
    if (!checked.ok) {
      plan.skipped.push({ where, reason: checked.reason });
      continue;
    }
    const date = cell(fields, columns.get('DATE'));
    const recurrence = readRecurrence(date, today);
    if (recurrence && 'weekdays' in recurrence) {
      plan.routines!.push({ text: checked.text, priority, ...recurrence, paused: false, where });
      continue;
    }
    if (recurrence) {
      plan.notes!.push({
        where,
        reason: `repeats “${recurrence.unsupported}”, a rhythm no routine has, so it was added once to Brain Dump`,
      });
    }
    plan.tasks.push({ text: checked.text, priority, section: sectionOf(date), completed: false, where });
  }
  plan.skipped.sort((a, b) => lineOf(a.where) - lineOf(b.where));
  return { ok: true, plan };
}

const lineOf = (where: string) => Number(where.slice('line '.length));

/** Today / Tomorrow for `today`, `tomorrow` (any case) or the user's own dates; Brain Dump otherwise. */
function dateSections({ now, timeZone }: TodoistContext): (date: string) => Section {
  const today = localDateKey(now, timeZone);
  const tomorrow = nextDateKey(today);
  return (date) => {
    const value = date.trim().toLowerCase();
    // A dated Todoist task may carry a time after the date ("2026-05-21 09:00" or "…T09:00").
    const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
    if (value === 'today' || day === today) return 'today';
    if (value === 'tomorrow' || day === tomorrow) return 'tomorrow';
    return 'brainDump';
  };
}

/** The calendar day after a `YYYY-MM-DD`, by UTC arithmetic so no local day length matters. */
function nextDateKey(key: string): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
