import type { Kysely } from 'kysely';
import { deletedCutoff, restorePosition, type Task } from '@dayflow/core';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { undeleteTask } from './deleted-task-repository';
import { findTaskRow, listTasksForUpdate } from './task-repository';

/**
 * Brings one of the user's deleted tasks back into its list (restorePosition: its former place
 * when still free, else the end), in one transaction. A task already back (a retried restore)
 * is answered as it is. Undefined when the user has no such task, or its 30 days have passed.
 *
 * The task comes back exactly as it left, updatedAt included: refreshing it would count a
 * restored completed task as completed today, and restart its 3-day cleanup.
 */
export async function restoreTask(
  db: Kysely<Database>,
  dialect: DialectName,
  uid: string,
  id: string,
  now: number,
): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    const lock = dialect === 'postgres';
    const found = await findTaskRow(trx, uid, 'id', id, lock);
    if (!found) return undefined;
    if (found.deletedAt === null) return found.task;
    if (found.deletedAt < deletedCutoff(now)) return undefined;
    const place = restorePosition(await listTasksForUpdate(trx, uid, lock), found.task);
    await undeleteTask(trx, uid, id, place);
    return { ...found.task, ...place };
  });
}
