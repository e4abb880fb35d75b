import type { Kysely, Transaction } from 'kysely';
import { type Priority, type Section, type Task } from '@dayflow/core';
import type { Database } from '../db/schema';

/** Every function takes the database or an open transaction first, so callers choose atomicity. */
export type Db = Kysely<Database> | Transaction<Database>;

import { TASK_COLUMNS, toTask } from './task-row';

export { TASK_COLUMNS, toTask };

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
 * The task created with this client key, deleted or not: the key stays taken while the task is
 * in Recently deleted, so a retried create must learn of it rather than insert a second task.
 */
export const findTaskByClientKey = (db: Db, uid: string, clientKey: string) =>
  findTaskRow(db, uid, 'client_key', clientKey);

/**
 * The query behind lastOrder, apart so a test can read its plan: the live-rows partial index on
 * (uid, section, position) (migration 0011) hands over the highest position as its first entry
 * read backwards, so the cost does not grow with the section's length or with Recently deleted.
 */
export const lastOrderQuery = (db: Db, uid: string, section: Section) =>
  db
    .selectFrom('tasks')
    .select(['position'])
    .where('uid', '=', uid)
    .where('section', '=', section)
    .where('deleted_at', 'is', null)
    .orderBy('position', 'desc')
    .limit(1);

/** The highest order in one of the user's sections (completed tasks included), or undefined when it is empty. */
export async function lastOrder(db: Db, uid: string, section: Section): Promise<number | undefined> {
  const row = await lastOrderQuery(db, uid, section).executeTakeFirst();
  return row && Number(row.position);
}

/**
 * Inserts unless this user already has a task with the same client key. Returns whether a row
 * was written; `ON CONFLICT DO NOTHING` (SQLite and PostgreSQL alike) makes a concurrent retry
 * a quiet no-op instead of a unique-violation error.
 */
export async function insertTask(db: Db, uid: string, task: Task, clientKey: string): Promise<boolean> {
  const result = await db
    .insertInto('tasks')
    .values({
      id: task.id,
      uid,
      client_key: clientKey,
      text: task.text,
      priority: task.priority,
      completed: task.completed ? 1 : 0,
      section: task.section,
      position: task.order,
      created_at: task.createdAt,
      updated_at: task.updatedAt,
      ...(task.remindAt != null && { remind_at: Date.parse(task.remindAt), reminder_state: 'pending' as const }),
      routine_id: task.routineId ?? null,
    })
    .onConflict((oc) => oc.columns(['uid', 'client_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface TaskChanges {
  text?: string;
  priority?: Priority;
  completed?: boolean;
  section?: Section;
  order?: number;
  createdAt?: number;
  updatedAt: number;
  /** Epoch ms, or null to clear; any change makes a reminder pending again. */
  remindAt?: number | null;
}

/** Applies changes to one of the user's tasks; undefined when it is missing, deleted or someone else's. */
export async function updateTask(db: Db, uid: string, id: string, changes: TaskChanges): Promise<Task | undefined> {
  const row = await db
    .updateTable('tasks')
    .set({
      ...(changes.text !== undefined && { text: changes.text }),
      ...(changes.priority !== undefined && { priority: changes.priority }),
      ...(changes.completed !== undefined && { completed: changes.completed ? 1 : 0 }),
      ...(changes.section !== undefined && { section: changes.section }),
      ...(changes.order !== undefined && { position: changes.order }),
      ...(changes.createdAt !== undefined && { created_at: changes.createdAt }),
      ...(changes.remindAt !== undefined && {
        remind_at: changes.remindAt,
        reminder_state: changes.remindAt === null ? null : ('pending' as const),
      }),
      updated_at: changes.updatedAt,
    })
    .where('uid', '=', uid)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row && toTask(row);
}

/**
 * The cleanup job's query, across all users on purpose (it serves no request): completed tasks
 * whose max(updated_at, created_at) < cutoff, written as two comparisons so it stays portable
 * and can use the partial index on completed tasks' updated_at.
 */
export async function deleteExpiredCompleted(db: Db, cutoff: number): Promise<{ id: string; uid: string }[]> {
  return (
    db
      .deleteFrom('tasks')
      .where('completed', '=', 1)
      // Recently deleted keeps what it shows for its own 30 days (task-cleanup.ts says why).
      .where('deleted_at', 'is', null)
      .where('updated_at', '<', cutoff)
      .where('created_at', '<', cutoff)
      .returning(['id', 'uid'])
      .execute()
  );
}
