import type { DeletedTask } from '@dayflow/core';
import { TASK_COLUMNS, toTask, type Db } from './task-repository';

/**
 * Recently deleted: a deleted task keeps its row, with deleted_at set and every other column as
 * it was, so a restore gives back exactly the task that left. Every query of the lists filters
 * `deleted_at is null`; the queries here are the only ones that read deleted rows.
 */

/** Moves one of the user's tasks to Recently deleted; false when it is missing, someone else's or already there. */
export async function softDeleteTask(db: Db, uid: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set({ deleted_at: now })
    .where('uid', '=', uid)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user's deleted tasks not yet expired (deleted at or after `cutoff`), newest deletion first. */
export async function listDeletedTasks(db: Db, uid: string, cutoff: number): Promise<DeletedTask[]> {
  const rows = await db
    .selectFrom('tasks')
    .select([...TASK_COLUMNS, 'deleted_at'])
    .where('uid', '=', uid)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '>=', cutoff)
    .orderBy('deleted_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...toTask(row), deletedAt: Number(row.deleted_at) }));
}

/** Puts a deleted task back in a list at the given order; false when it was not deleted. */
export async function undeleteTask(
  db: Db,
  uid: string,
  id: string,
  place: { section: DeletedTask['section']; order: number },
): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set({ deleted_at: null, section: place.section, position: place.order })
    .where('uid', '=', uid)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The cleanup job's purge, across all users on purpose (it serves no request): rows deleted
 * strictly before `cutoff` are removed for good. Returns what was purged, for the log.
 */
export async function purgeDeletedBefore(db: Db, cutoff: number): Promise<{ id: string; uid: string }[]> {
  return db.deleteFrom('tasks').where('deleted_at', '<', cutoff).returning(['id', 'uid']).execute();
}
