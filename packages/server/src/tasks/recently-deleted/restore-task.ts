import type { FastifyInstance } from 'fastify';
import { deletedCutoff, localDateKey, restorePosition, type Task } from '@dayflow/core';
import { undeleteTask } from './deleted-task-repository';
import { changeTasks } from '../feed/change-tasks';
import { findTaskRow, listTasksForUpdate } from '../task-repository';

/**
 * Brings one of the user's deleted tasks back into its list (restorePosition: its former place
 * when still free, else the end), in one transaction, published to every device. A task already
 * back (a retried restore) is answered as it is. Undefined when the user has no such task, or
 * its 30 days have passed.
 *
 * The task comes back exactly as it left, updatedAt included: refreshing it would count a
 * restored completed task as completed today, and restart its 3-day cleanup. A Later task whose
 * day came near while it was deleted comes back where the day start would have brought it
 * (restorePosition, on the user's date in `timeZone`).
 */
export async function restoreTask(
  app: Pick<FastifyInstance, 'db' | 'liveBus' | 'dialect'>,
  uid: string,
  id: string,
  now: number,
  timeZone: string,
): Promise<Task | undefined> {
  const { result } = await changeTasks(app, uid, async (w) => {
    const lock = app.dialect === 'postgres';
    const found = await findTaskRow(w.trx, uid, 'id', id, lock);
    if (!found || found.deletedAt === null) return { result: found?.task, upserts: [], deletes: [] };
    if (found.deletedAt < deletedCutoff(now)) return { result: undefined, upserts: [], deletes: [] };
    const today = localDateKey(now, timeZone);
    const place = restorePosition(await listTasksForUpdate(w.trx, uid, lock), found.task, today);
    const restored = await undeleteTask(w, id, place);
    return { result: restored, upserts: restored ? [restored] : [], deletes: [] };
  });
  return result;
}
