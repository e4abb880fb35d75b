import type { DeletedTask, Task } from '@dayflow/core';
import type { TaskWrite } from '../feed/task-write';
import { TASK_COLUMNS, toTask } from '../task-repository';
import type { Db } from '../../db';

/**
 * Recently deleted: a deleted task keeps its row, with deleted_at set and every other column as
 * it was, so a restore gives back exactly the task that left. Every query of the lists filters
 * `deleted_at is null`; the queries here are the only ones that read deleted rows.
 */

/** Moves one of the user's tasks to Recently deleted; false when it is missing, someone else's or already there. */
export async function softDeleteTask(w: TaskWrite, id: string, now: number): Promise<boolean> {
  const result = await w.trx
    .updateTable('tasks')
    .set({ deleted_at: now, version: w.version })
    .where('uid', '=', w.uid)
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
  w: TaskWrite,
  id: string,
  place: { section: DeletedTask['section']; order: number; day: string | null },
): Promise<Task | undefined> {
  const row = await w.trx
    .updateTable('tasks')
    .set({ deleted_at: null, section: place.section, day: place.day, position: place.order, version: w.version })
    .where('uid', '=', w.uid)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row && toTask(row);
}

/** Who has tasks deleted strictly before `cutoff`: the cleanup job's question, across all users. */
export async function usersWithExpiredDeletions(db: Db, cutoff: number): Promise<string[]> {
  const rows = await db.selectFrom('tasks').select('uid').distinct().where('deleted_at', '<', cutoff).execute();
  return rows.map((row) => row.uid);
}

/**
 * Removes one user's tasks deleted strictly before `cutoff` for good. Returns each one's id and
 * the version it was deleted at: a client that resumes from before it could no longer learn of
 * that deletion (the caller raises the user's floor).
 */
export async function purgeDeletedBefore(w: TaskWrite, cutoff: number): Promise<{ id: string; version: number }[]> {
  const rows = await w.trx
    .deleteFrom('tasks')
    .where('uid', '=', w.uid)
    .where('deleted_at', '<', cutoff)
    .returning(['id', 'version'])
    .execute();
  return rows.map((row) => ({ id: row.id, version: Number(row.version) }));
}
