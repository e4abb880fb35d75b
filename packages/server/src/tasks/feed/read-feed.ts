import type { TaskChanges, TaskSnapshot } from '@dayflow/core';
import { listTasks, TASK_COLUMNS, toTask } from '../task-repository';
import type { Db } from '../../db';
import { readClock } from './user-versions';

/**
 * The user's tasks and the version they are at. The clock is read first: every version up to
 * it has committed (the counter's row lock orders them), so the list read after holds all of
 * them, and at worst a newer change too, which its own message repeats harmlessly.
 */
export async function readTaskSnapshot(db: Db, uid: string): Promise<TaskSnapshot> {
  const { version } = await readClock(db, uid);
  return { tasks: await listTasks(db, uid), version };
}

export type TaskFeedStart = ({ type: 'snapshot' } & TaskSnapshot) | TaskChanges;

/**
 * What a client holding version `since` is missing: every task changed after it (in its list:
 * an upsert; deleted since: a delete), as one `changes` message from `since`. A snapshot instead
 * when `since` is ahead of the user's version (not this server's, or lost with a restored
 * backup) or below the floor (rows removed for good after it, whose deletion no row tells).
 */
export async function readChangesSince(db: Db, uid: string, since: number): Promise<TaskFeedStart> {
  const { version, floor } = await readClock(db, uid);
  if (since > version || since < floor) return { type: 'snapshot', tasks: await listTasks(db, uid), version };
  const rows = await db
    .selectFrom('tasks')
    .select([...TASK_COLUMNS, 'deleted_at'])
    .where('uid', '=', uid)
    .where('version', '>', since)
    // List order, so a client adding them in turn builds each list as a snapshot would.
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const upserts = rows.filter((row) => row.deleted_at === null).map(toTask);
  const deletes = rows.filter((row) => row.deleted_at !== null).map((row) => row.id);
  return { type: 'changes', upserts, deletes, since, version };
}
