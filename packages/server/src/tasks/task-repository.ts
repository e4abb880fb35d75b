import type { Transaction } from 'kysely';
import { type ChecklistItem, type Priority, type Task, type TaskSection } from '@dayflow/core';
import type { Database, Db } from '../db';
import type { TaskWrite } from './feed/task-write';
import { checklistColumn, TASK_COLUMNS, toTask } from './task-row';

// Every function takes the database or an open transaction first (Db), so callers choose atomicity.

export { checklistColumn, TASK_COLUMNS, toTask };

/** One user's tasks in list order: order, then createdAt, then id so ties never shuffle. */
const inListOrder = (db: Db, uid: string) =>
  db
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('uid', '=', uid)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id');

export async function listTasks(db: Db, uid: string): Promise<Task[]> {
  return (await inListOrder(db, uid).execute()).map(toTask);
}

/**
 * The same list, with the rows locked until the transaction ends on PostgreSQL, so two moves of
 * one user renumber one after the other instead of from the same stale picture. SQLite needs no
 * lock: its single connection already runs one transaction at a time.
 */
export async function listTasksForUpdate(trx: Transaction<Database>, uid: string, lock: boolean): Promise<Task[]> {
  const query = inListOrder(trx, uid);
  return (await (lock ? query.forUpdate() : query).execute()).map(toTask);
}

/**
 * One of the user's rows by id or client key, in its list or in Recently deleted. `lock` holds
 * the row until the transaction ends on PostgreSQL (SQLite runs one transaction at a time).
 */
export async function findTaskRow(db: Db, uid: string, column: 'id' | 'client_key', value: string, lock = false) {
  const query = db
    .selectFrom('tasks')
    .select([...TASK_COLUMNS, 'deleted_at'])
    .where('uid', '=', uid)
    .where(column, '=', value);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row && { task: toTask(row), deletedAt: row.deleted_at === null ? null : Number(row.deleted_at) };
}

/** One of the user's tasks in its lists; a deleted task is as missing as someone else's. */
export async function findTask(db: Db, uid: string, id: string): Promise<Task | undefined> {
  const found = await findTaskRow(db, uid, 'id', id);
  return found?.deletedAt === null ? found.task : undefined;
}

/**
 * The query behind lastOrder, apart so a test can read its plan: the live-rows partial index on
 * (uid, section, position) (migration 0011) hands over the highest position as its first entry
 * read backwards, so the cost does not grow with the section's length or with Recently deleted.
 */
export const lastOrderQuery = (db: Db, uid: string, section: TaskSection) =>
  db
    .selectFrom('tasks')
    .select(['position'])
    .where('uid', '=', uid)
    .where('section', '=', section)
    .where('deleted_at', 'is', null)
    .orderBy('position', 'desc')
    .limit(1);

/** The highest order in one of the user's sections (completed tasks included), or undefined when it is empty. */
export async function lastOrder(db: Db, uid: string, section: TaskSection): Promise<number | undefined> {
  const row = await lastOrderQuery(db, uid, section).executeTakeFirst();
  return row && Number(row.position);
}

/** A new task as its creator describes it; the row's version is the write's. */
export type TaskToInsert = Omit<Task, 'version'>;

/**
 * Inserts unless the row would clash with an existing one: this user's client key, or the id
 * (any user's: ids are made by clients). Returns the task as written, or undefined when nothing
 * was written; `ON CONFLICT DO NOTHING` (SQLite and PostgreSQL alike) makes a concurrent retry a
 * quiet no-op instead of a unique-violation error, and the caller looks for the winner.
 */
export async function insertTask(w: TaskWrite, task: TaskToInsert, clientKey: string): Promise<Task | undefined> {
  const row = await w.trx
    .insertInto('tasks')
    .values({
      id: task.id,
      uid: w.uid,
      client_key: clientKey,
      text: task.text,
      priority: task.priority,
      completed: task.completed ? 1 : 0,
      section: task.section,
      day: task.day ?? null,
      position: task.order,
      created_at: task.createdAt,
      updated_at: task.updatedAt,
      ...(task.remindAt != null && { remind_at: Date.parse(task.remindAt), reminder_state: 'pending' as const }),
      routine_id: task.routineId ?? null,
      note_id: task.noteId ?? null,
      notes: task.notes,
      checklist: checklistColumn(task.checklist),
      version: w.version,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row && toTask(row);
}

export interface TaskPatch {
  text?: string;
  priority?: Priority;
  completed?: boolean;
  section?: TaskSection;
  /** The day a Later task is planned for; null for a task in any other list. */
  day?: string | null;
  order?: number;
  createdAt?: number;
  updatedAt: number;
  /** Epoch ms, or null to clear; any change makes a reminder pending again. */
  remindAt?: number | null;
  /** The whole notes text. */
  notes?: string;
  /** The whole checklist, in order. */
  checklist?: readonly ChecklistItem[];
}

/** Applies changes to one of the user's tasks; undefined when it is missing, deleted or someone else's. */
export async function updateTask(w: TaskWrite, id: string, changes: TaskPatch): Promise<Task | undefined> {
  const row = await w.trx
    .updateTable('tasks')
    .set({
      ...(changes.text !== undefined && { text: changes.text }),
      ...(changes.priority !== undefined && { priority: changes.priority }),
      ...(changes.completed !== undefined && { completed: changes.completed ? 1 : 0 }),
      ...(changes.section !== undefined && { section: changes.section }),
      ...(changes.day !== undefined && { day: changes.day }),
      ...(changes.order !== undefined && { position: changes.order }),
      ...(changes.createdAt !== undefined && { created_at: changes.createdAt }),
      ...(changes.remindAt !== undefined && {
        remind_at: changes.remindAt,
        reminder_state: changes.remindAt === null ? null : ('pending' as const),
      }),
      ...(changes.notes !== undefined && { notes: changes.notes }),
      ...(changes.checklist !== undefined && { checklist: checklistColumn(changes.checklist) }),
      updated_at: changes.updatedAt,
      version: w.version,
    })
    .where('uid', '=', w.uid)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row && toTask(row);
}

/**
 * The cleanup job's question, across all users on purpose (it serves no request): who has
 * completed tasks whose max(updated_at, created_at) < cutoff. Written as two comparisons so it
 * stays portable and can use the partial index on completed tasks' updated_at.
 */
const expiredCompleted = (db: Db, cutoff: number) =>
  db
    .selectFrom('tasks')
    .where('completed', '=', 1)
    // Recently deleted keeps what it shows for its own 30 days (task-cleanup.ts says why).
    .where('deleted_at', 'is', null)
    .where('updated_at', '<', cutoff)
    .where('created_at', '<', cutoff);

export async function usersWithExpiredCompleted(db: Db, cutoff: number): Promise<string[]> {
  const rows = await expiredCompleted(db, cutoff).select('uid').distinct().execute();
  return rows.map((row) => row.uid);
}

/** Removes one user's expired completed tasks for good; returns their ids. */
export async function deleteExpiredCompleted(w: TaskWrite, cutoff: number): Promise<string[]> {
  const rows = await w.trx
    .deleteFrom('tasks')
    .where('uid', '=', w.uid)
    .where('completed', '=', 1)
    .where('deleted_at', 'is', null)
    .where('updated_at', '<', cutoff)
    .where('created_at', '<', cutoff)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
