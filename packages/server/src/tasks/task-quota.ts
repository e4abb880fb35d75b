import { taskQuotaMessage } from '@dayflow/core';
import { HttpError } from '../http/errors';
import type { Db } from './task-repository';

/** Every task the user keeps, Recently deleted included: what the quota counts. */
export async function countAllTasks(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Refuses a new task once the user keeps `max`. Checked inside the creating transaction; two
 * creates racing at the limit may both pass on PostgreSQL, which overshoots by the requests in
 * flight at that instant, not by an amount a user controls.
 */
export async function assertRoomForTask(db: Db, uid: string, max: number): Promise<void> {
  if ((await countAllTasks(db, uid)) >= max) throw new HttpError(403, taskQuotaMessage(max), 'tasks');
}
