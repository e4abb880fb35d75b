import { LATER_SECTION } from '../constants';
import { isTimestamp } from '../limits/value-bounds';
import { instantAt } from '../reminders/zoned-time';
import type { Priority } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';
import { canonicalTimeZone } from '../time/time-zone';
import { parseCsv } from './csv-read';
import {
  BINARY_FILE,
  checkTaskText,
  importError,
  looksBinary,
  type ImportPlan,
  type ImportReading,
  type PlannedTask,
} from './import-plan';
import { readTodoistDate, repeatFirstDay } from './todoist-dates';
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
  const today = localDateKey(context.now, context.timeZone);

  const plan: ImportPlan = {
    tasks: [],
    skipped: parsed.problems.map((problem) => ({ where: `line ${problem.line}`, reason: problem.reason })),
    routines: [],
    notes: [],
    dates: { unread: 0, repeatedOnce: 0 },
    timeZone: context.timeZone,
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
    const lang = cell(fields, columns.get('DATE_LANG'));
    const recurrence = readRecurrence(date, today);
    if (recurrence && 'weekdays' in recurrence) {
      plan.routines!.push({ text: checked.text, priority, ...recurrence, paused: false, where });
      continue;
    }
    const task = { text: checked.text, priority, completed: false, where };
    if (recurrence) {
      const first = repeatFirstDay(date, today, lang);
      plan.dates!.repeatedOnce++;
      plan.notes!.push({
        where,
        reason: `repeats “${recurrence.unsupported}”, a rhythm no routine has, so it was added once${first === null ? ' to Brain Dump' : `, for ${first}`}`,
      });
      plan.tasks.push({ ...task, ...(first === null ? { section: 'brainDump' } : onDay(first)) });
      continue;
    }
    const when = readTodoistDate(date, today, lang);
    if (when.kind === 'unread') {
      plan.dates!.unread++;
      plan.notes!.push({ where, reason: unreadDate(date, lang) });
    }
    if (when.kind !== 'day') {
      plan.tasks.push({ ...task, section: 'brainDump' });
      continue;
    }
    // A time is kept as the reminder, in the zone Todoist gave the date, else the user's.
    const zone = canonicalTimeZone(cell(fields, columns.get('TIMEZONE'))) ?? context.timeZone;
    const remindAt = when.minutes === null ? NaN : instantAt(when.day, when.minutes, zone);
    plan.tasks.push({
      ...task,
      ...onDay(when.day),
      ...(isTimestamp(remindAt) && { remindAt: new Date(remindAt).toISOString() }),
    });
  }
  plan.skipped.sort((a, b) => lineOf(a.where) - lineOf(b.where));
  return { ok: true, plan };
}

const lineOf = (where: string) => Number(where.slice('line '.length));

/**
 * A dated task is planned for its day, as a Later task of a Dayflow export is: the import's
 * placement (import-placement.ts) then does what the day start does with it, by the account's
 * date: a day past or today in Today (in day order, so overdue ones first), tomorrow in Tomorrow,
 * a later day stays in Later with its day.
 */
const onDay = (day: string): Pick<PlannedTask, 'section' | 'day'> => ({ section: LATER_SECTION, day });

function unreadDate(date: string, lang: string): string {
  const language = lang.trim() === '' || /^en\b/i.test(lang.trim()) ? '' : ` (in Todoist's language “${lang.trim()}”)`;
  return `its date “${date.trim()}”${language} could not be read, so it is in Brain Dump without a day; dates such as “Dec 3”, “next Friday” or 2026-12-03 are read`;
}
