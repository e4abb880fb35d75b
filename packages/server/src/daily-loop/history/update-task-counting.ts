import { localDateKey, type Task } from '@dayflow/core';
import type { DialectName } from '../../db';
import { type TaskWrite, updateTask, type TaskPatch } from '../../tasks';
import { findSettingsRow } from '../settings/settings-repository';
import { addToDayCount } from './day-count-repository';

/**
 * updateTask, plus the day count in the same transaction when the change completes or reopens
 * the task: a completion counts on today's local date; an undo takes it back from the day it
 * was counted on (the task's last change), so undoing yesterday's completion leaves today alone.
 */
export async function updateTaskCounting(
  w: TaskWrite,
  dialect: DialectName,
  id: string,
  changes: TaskPatch,
): Promise<Task | undefined> {
  if (changes.completed === undefined) return updateTask(w, id, changes);
  const { trx, uid } = w;
  let query = trx
    .selectFrom('tasks')
    .select(['completed', 'updated_at'])
    .where('uid', '=', uid)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  // Two devices completing the same task at once must count it once.
  if (dialect === 'postgres') query = query.forUpdate();
  const before = await query.executeTakeFirst();
  const task = await updateTask(w, id, changes);
  if (!before || !task || (Number(before.completed) === 1) === task.completed) return task;
  const zone = (await findSettingsRow(trx, uid))?.time_zone ?? 'UTC';
  if (task.completed) await addToDayCount(trx, uid, localDateKey(changes.updatedAt, zone), 1);
  else await addToDayCount(trx, uid, localDateKey(Number(before.updated_at), zone), -1);
  return task;
}
