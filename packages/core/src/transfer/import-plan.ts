import { MAX_TASK_NOTES_LENGTH, MAX_TASK_TEXT_LENGTH } from '../constants';
import {
  ChecklistSchema,
  TaskNotesSchema,
  TaskTextSchema,
  type ChecklistItem,
  type Priority,
  type TaskSection,
} from '../tasks/task-schemas';
import type { PlannedNote } from './notes-transfer';

/** A task an import file asks for, before it is checked against the account and placed. */
export interface PlannedTask {
  /** The id a Dayflow export gave it: importing the same export again recognises it by this. */
  sourceId?: string;
  text: string;
  priority: Priority;
  section: TaskSection;
  /** A Dayflow export's Later task: the day it is planned for (the import brings it nearer if due). */
  day?: string;
  completed: boolean;
  /** Kept from a Dayflow export; other files get the import's own time and append in file order. */
  order?: number;
  createdAt?: number;
  updatedAt?: number;
  /** A Dayflow export's reminder (ISO 8601), checked by checkImportValues. */
  remindAt?: string;
  /** The file's id of the routine the task belongs to (a Dayflow export's `routines[].id`). */
  routineId?: string;
  /** A Dayflow export's: the note (its id in the file's `notes`) the task was made from. */
  noteId?: string;
  /** The task's notes: a Dayflow export's, or what a Todoist file says about the task. */
  notes?: string;
  /** The task's checklist: a Dayflow export's, or a Todoist file's sub-tasks. */
  checklist?: ChecklistItem[];
  /** What of a Todoist file's extras this task keeps, for the summary's counts. */
  kept?: KeptDetails;
  /** Where the file holds it, e.g. `line 12` or `tasks.3`: what a skip or an error names. */
  where: string;
}

/** A Todoist file's extras an import keeps: descriptions, sub-tasks, comments and section names. */
export interface KeptDetails {
  descriptions: number;
  subTasks: number;
  comments: number;
  sections: number;
}

/** The extras the tasks an import adds keep, summed. */
export function keptDetails(tasks: readonly { kept?: KeptDetails }[]): KeptDetails {
  const sum: KeptDetails = { descriptions: 0, subTasks: 0, comments: 0, sections: 0 };
  for (const { kept } of tasks) {
    if (!kept) continue;
    for (const key of Object.keys(sum) as (keyof KeptDetails)[]) sum[key] += kept[key];
  }
  return sum;
}

export interface SkippedEntry {
  where: string;
  reason: string;
}

/** A routine an import file asks for: from a Dayflow export, or a Todoist task that recurs. */
export interface PlannedRoutine {
  text: string;
  priority: Priority;
  /** 0 = Sunday … 6 = Saturday, at least one unless `rrule` says when it repeats. */
  weekdays: number[];
  /** A rule beyond weekdays (routines/repeat-rule.ts), and its first day when the file has one. */
  rrule?: string;
  startsOn?: string | null;
  paused: boolean;
  createdAt?: number;
  updatedAt?: number;
  /** The id a Dayflow export gave it, which its tasks' routineId names. */
  sourceId?: string;
  where: string;
}

/** The day settings a Dayflow export carries; each is set only where the account has none. */
export interface PlannedSettings {
  timeZone: string | null;
  rollover: boolean;
  restDays: number[];
}

export interface ImportPlan {
  tasks: PlannedTask[];
  skipped: SkippedEntry[];
  routines?: PlannedRoutine[];
  /** Things done differently from what the file says, and why (e.g. a rhythm no routine has). */
  notes?: SkippedEntry[];
  /** From a Todoist file only: how many of its dates the import could not follow. */
  dates?: ImportDates;
  /** The zone a Todoist file's dates were read in: whose date places them if the account has none. */
  timeZone?: string;
  /** From a Dayflow export only. */
  dailyGoal?: number;
  streak?: { count: number; lastActive: string | null; countedUntil?: number | null | undefined; best?: number };
  settings?: PlannedSettings;
  /** Completions per local day, for History. */
  history?: { date: string; completed: number; where: string }[];
  /** Tasks that go back to Recently deleted, each with when it was deleted. */
  recentlyDeleted?: (PlannedTask & { deletedAt: number })[];
  /** The Notes workspace's notes (a Dayflow export's `notes`); `notes` above are the import's remarks. */
  freeNotes?: PlannedNote[];
}

/** A file's dates the import could not follow, counted in full (its notes list the first rows). */
export interface ImportDates {
  /** Dates it could not read: those tasks are in Brain Dump without a day. */
  unread: number;
  /** Repeating tasks no routine can repeat: each was added once, on its first day if known. */
  repeatedOnce: number;
}

/** Why a whole file is refused: nothing of it is written. `field` names the line or key at fault. */
export interface ImportError {
  error: string;
  field: string;
}

export type ImportReading = { ok: true; plan: ImportPlan } | ({ ok: false } & ImportError);

export const importError = (field: string, reason: string): { ok: false } & ImportError => ({
  ok: false,
  error: `${field}: ${reason}`,
  field,
});

/**
 * The same rules as a task typed in the planner, but an unfit text skips one task with a reason
 * instead of refusing the file: an over-long text is reported, never silently cut.
 */
export function checkTaskText(raw: string): { ok: true; text: string } | { ok: false; reason: string } {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'the task has no text' };
  if (text.length > MAX_TASK_TEXT_LENGTH) {
    return { ok: false, reason: `the text is longer than ${MAX_TASK_TEXT_LENGTH} characters (${text.length})` };
  }
  if (!TaskTextSchema.safeParse(text).success) {
    return { ok: false, reason: 'the text contains NUL or broken Unicode characters' };
  }
  return { ok: true, text };
}

/**
 * A task's notes and checklist from a file, by the rules a PATCH applies; a reason when they do
 * not fit, so the task is skipped and named rather than imported with its notes cut.
 */
export function checkTaskDetails(task: { notes?: string; checklist?: unknown }): string | null {
  if (task.notes !== undefined && !TaskNotesSchema.safeParse(task.notes).success) {
    return task.notes.length > MAX_TASK_NOTES_LENGTH
      ? `the notes are longer than ${MAX_TASK_NOTES_LENGTH} characters (${task.notes.length})`
      : 'the notes contain NUL or broken Unicode characters';
  }
  if (task.checklist !== undefined) {
    const checked = ChecklistSchema.safeParse(task.checklist);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const at = ['checklist', ...(issue?.path ?? [])].map(String).join('.');
      return `${at} ${issue?.message ?? 'is not a checklist'}`;
    }
  }
  return null;
}

// Control characters other than tab, LF and CR do not occur in text anyone typed; they do in
// the bytes of an image or a spreadsheet read as text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const BINARY_FILE =
  'this looks like a picture, a spreadsheet or another file that is not text. Choose the file that Dayflow or Todoist exported, or a plain text file';

/** True when the "text" is most likely a binary file read as text. */
export function looksBinary(text: string): boolean {
  return BINARY.test(text);
}
