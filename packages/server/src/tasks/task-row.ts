import { sectionOrDefault, type Task } from '@dayflow/core';
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
  'version',
] as const;
/**
 * The reminder and routine columns may be left out by a query that has no use for them (a task
 * read without them shows no reminder and no repeat mark).
 */
type OptionalColumn = 'remind_at' | 'reminder_state' | 'routine_id';
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
    version: Number(row.version),
    // Stored from migration 0019 on; until then every task reads as having none.
    notes: '',
    checklist: [],
  };
}
