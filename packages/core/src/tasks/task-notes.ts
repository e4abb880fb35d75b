import type { ChecklistItem } from './task-schemas';

/** How far a checklist is done, as a row shows it ("1/2"); null when there is no checklist. */
export function checklistProgress(checklist: readonly ChecklistItem[]): { done: number; total: number } | null {
  if (checklist.length === 0) return null;
  return { done: checklist.filter((item) => item.done).length, total: checklist.length };
}

/** Whether a task carries anything besides its text. */
export const hasDetails = (task: { notes?: string; checklist?: readonly ChecklistItem[] }): boolean =>
  (task.notes ?? '').trim() !== '' || (task.checklist ?? []).length > 0;

/**
 * How long after this device wrote a task's notes another device's different notes count as
 * written over them: long enough for two people (or one on two devices) typing at once, short
 * enough that an edit made later, seen through, does not raise an alarm.
 */
export const NOTES_OVERWRITE_WINDOW_MS = 10 * 60_000;

/** Notes this device wrote to a task: when, and the version the server gave the write once saved. */
export interface NotesWrite {
  notes: string;
  at: number;
  version?: number;
}

/**
 * Whether another device's newer write replaced the notes this device wrote: the later write wins
 * (the server's order), and the device that lost says so rather than dropping its text silently.
 * Not while this device's own write is still to be sent or answered: sent after, it is the later
 * write. A copy with the same notes, or one no newer than the write, overwrote nothing.
 */
export function notesOverwritten(
  write: NotesWrite,
  current: { notes: string; version?: number } | undefined,
  pending: boolean,
  now: number,
): boolean {
  if (pending || current === undefined || write.version === undefined) return false;
  if (now - write.at > NOTES_OVERWRITE_WINDOW_MS) return false;
  return (current.version ?? 0) > write.version && current.notes !== write.notes;
}
