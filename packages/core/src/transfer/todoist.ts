import { LATER_SECTION, MAX_CHECKLIST_ITEM_LENGTH, MAX_CHECKLIST_ITEMS } from '../constants';
import { isTimestamp } from '../limits/value-bounds';
import { instantAt } from '../reminders/zoned-time';
import type { Priority } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';
import { canonicalTimeZone } from '../time/time-zone';
import { parseCsv } from './csv-read';
import {
  BINARY_FILE,
  checkTaskDetails,
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

/** A checklist item's id for the file's line: unique within the file, made of allowed characters. */
const itemId = (line: number) => `todoist-line-${line}`;

/** What a Todoist file's extras become in a task's notes. */
export const TODOIST_TEXTS = {
  section: (name: string) => `Section: ${name}`,
  comment: (by: string) => (by ? `Comment (${by}):` : 'Comment:'),
} as const;

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
  // What a row below a task belongs to: its sub-tasks and comments go to the task above.
  let parent: PlannedTask | undefined;
  let section = '';
  for (const { line, fields } of rows) {
    if (fields.every((f) => f.trim() === '')) continue;
    const where = `line ${line}`;
    const kind = cell(fields, type).trim().toLowerCase();
    if (kind === 'section') {
      section = cell(fields, content).trim();
      parent = undefined;
      continue;
    }
    if (kind === 'note') {
      if (!parent) {
        plan.skipped.push({ where, reason: 'a comment with no task above it to keep it in' });
        continue;
      }
      const by = [cell(fields, columns.get('AUTHOR')).trim(), cell(fields, columns.get('DATE')).trim()]
        .filter(Boolean)
        .join(', ');
      addNotes(parent, `${TODOIST_TEXTS.comment(by)}\n${cell(fields, content).trim()}`);
      parent.kept!.comments++;
      continue;
    }
    if (kind !== 'task') {
      plan.skipped.push({ where, reason: `a "${kind}" row, not a task` });
      continue;
    }
    const indent = Number(cell(fields, columns.get('INDENT')).trim() || '1');
    if (indent >= 2 && parent) {
      addSubTask(parent, cell(fields, content).trim(), line);
      continue;
    }
    parent = undefined;
    const rawPriority = cell(fields, columns.get('PRIORITY'));
    const priority = todoistPriority(rawPriority);
    if (!priority) {
      plan.skipped.push({ where, reason: `its PRIORITY is "${rawPriority}", and Todoist's are 1, 2, 3 or 4` });
      continue;
    }
    const description = cell(fields, columns.get('DESCRIPTION')).trim();
    const checked = checkTaskText(cell(fields, content));
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
    // The section and the description become the task's notes, the section first.
    const notes = [section && TODOIST_TEXTS.section(section), description].filter(Boolean).join('\n\n');
    const kept = { descriptions: description ? 1 : 0, subTasks: 0, comments: 0, sections: section ? 1 : 0 };
    const task = { text: checked.text, priority, completed: false, notes, checklist: [], kept, where };
    if (recurrence) {
      const first = repeatFirstDay(date, today, lang);
      plan.dates!.repeatedOnce++;
      plan.notes!.push({
        where,
        reason: `repeats “${recurrence.unsupported}”, a rhythm no routine has, so it was added once${first === null ? ' to Brain Dump' : `, for ${first}`}`,
      });
      parent = push(plan, { ...task, ...(first === null ? { section: 'brainDump' } : onDay(first)) });
      continue;
    }
    const when = readTodoistDate(date, today, lang);
    if (when.kind === 'unread') {
      plan.dates!.unread++;
      plan.notes!.push({ where, reason: unreadDate(date, lang) });
    }
    if (when.kind !== 'day') {
      parent = push(plan, { ...task, section: 'brainDump' });
      continue;
    }
    // A time is kept as the reminder, in the zone Todoist gave the date, else the user's.
    const zone = canonicalTimeZone(cell(fields, columns.get('TIMEZONE'))) ?? context.timeZone;
    const remindAt = when.minutes === null ? NaN : instantAt(when.day, when.minutes, zone);
    parent = push(plan, {
      ...task,
      ...onDay(when.day),
      ...(isTimestamp(remindAt) && { remindAt: new Date(remindAt).toISOString() }),
    });
  }
  for (const planned of plan.tasks) {
    const unfit = checkTaskDetails(planned);
    if (unfit !== null) plan.skipped.push({ where: planned.where, reason: unfit });
  }
  plan.tasks = plan.tasks.filter((planned) => checkTaskDetails(planned) === null);
  plan.skipped.sort((a, b) => lineOf(a.where) - lineOf(b.where));
  return { ok: true, plan };
}

const lineOf = (where: string) => Number(where.slice('line '.length));

function push(plan: ImportPlan, task: PlannedTask): PlannedTask {
  plan.tasks.push(task);
  return task;
}

function addNotes(task: PlannedTask, text: string) {
  task.notes = task.notes ? `${task.notes}\n\n${text}` : text;
}

/**
 * A sub-task becomes a step of the checklist of the task above. One that cannot be a step (the
 * checklist is full, or its text is longer than a step's) is kept as a line of the notes: the
 * import never drops what the file says.
 */
function addSubTask(task: PlannedTask, text: string, line: number) {
  if (text === '') return;
  const checklist = (task.checklist ??= []);
  if (checklist.length < MAX_CHECKLIST_ITEMS && [...text].length <= MAX_CHECKLIST_ITEM_LENGTH)
    checklist.push({ id: itemId(line), text, done: false });
  else addNotes(task, `- ${text}`);
  task.kept!.subTasks++;
}

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
