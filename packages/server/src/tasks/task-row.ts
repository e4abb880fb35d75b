import { sectionOrDefault, type ChecklistItem, type Task } from '@dayflow/core';
import type { TaskRow } from '../db';

/** What a Task is made of; uid and client_key never leave the server, so they are not read. */
export const TASK_COLUMNS = [
  'id',
  'text',
  'priority',
  'completed',
  'section',
  'day',
  'position',
  'created_at',
  'updated_at',
  'remind_at',
  'reminder_state',
  'routine_id',
  'note_id',
  'version',
  'notes',
  'checklist',
] as const;
/**
 * The reminder and routine columns may be left out by a query that has no use for them (a task
 * read without them shows no reminder and no repeat mark).
 */
type OptionalColumn = 'remind_at' | 'reminder_state' | 'routine_id' | 'note_id';
type TaskColumns = Omit<Pick<TaskRow, (typeof TASK_COLUMNS)[number]>, OptionalColumn> &
  Partial<Pick<TaskRow, OptionalColumn>>;

/** The only place a database row becomes the API's Task (position → order, 0/1 → boolean). */
export function toTask(row: TaskColumns): Task {
  return {
    id: row.id,
    text: row.text,
    priority: row.priority,
    completed: Number(row.completed) === 1,
    section: sectionOrDefault(row.section),
    day: row.day ?? null,
    order: Number(row.position),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    remindAt: row.remind_at == null ? null : new Date(Number(row.remind_at)).toISOString(),
    reminderMissed: row.reminder_state === 'missed',
    // Only tasks that belong to a routine carry the key, so every other task reads as before.
    ...(row.routine_id != null && { routineId: row.routine_id }),
    // Likewise only a task made from a note's line names its note.
    ...(row.note_id != null && { noteId: row.note_id }),
    version: Number(row.version),
    notes: row.notes,
    checklist: readChecklist(row.checklist),
  };
}

/** A checklist as the tasks table stores it: JSON text, the same on SQLite and PostgreSQL. */
export const checklistColumn = (checklist: readonly ChecklistItem[]): string =>
  JSON.stringify(checklist.map(({ id, text, done }) => ({ id, text, done })));

/**
 * Only this server writes the column, always from a checked list; a value it cannot read (edited
 * by hand in the database) shows as no checklist rather than failing every read of the user's list.
 */
function readChecklist(stored: string): ChecklistItem[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? (value as ChecklistItem[]) : [];
  } catch {
    return [];
  }
}
