import { carriedOverDays, type Day } from '@dayflow/core';
import type { Db } from '../../db';

export async function trackedTaskIds(db: Db, uid: string): Promise<string[]> {
  const rows = await db.selectFrom('carried_over').select('task_id').where('uid', '=', uid).execute();
  return rows.map((row) => row.task_id);
}

export async function forgetCarriedOver(db: Db, uid: string, taskIds: string[]): Promise<void> {
  if (taskIds.length === 0) return;
  await db.deleteFrom('carried_over').where('uid', '=', uid).where('task_id', 'in', taskIds).execute();
}

export async function trackCarriedOver(db: Db, uid: string, rows: { id: string; since: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('carried_over')
    .values(rows.map(({ id, since }) => ({ task_id: id, uid, since })))
    .onConflict((oc) => oc.column('task_id').doNothing())
    .execute();
}

/**
 * The user's day as clients show it. Only tasks still open in Today count: one completed, deleted
 * or moved away since the last day change is left out until that change forgets it.
 */
export async function readDay(db: Db, uid: string, today: string | null): Promise<Day> {
  if (today === null) return { today, carriedOver: [] };
  const rows = await db
    .selectFrom('carried_over')
    .innerJoin('tasks', 'tasks.id', 'carried_over.task_id')
    .select(['carried_over.task_id', 'carried_over.since'])
    .where('carried_over.uid', '=', uid)
    .where('tasks.uid', '=', uid)
    .where('tasks.section', '=', 'today')
    .where('tasks.completed', '=', 0)
    .where('tasks.deleted_at', 'is', null)
    .orderBy('carried_over.task_id')
    .execute();
  // Whether to show calendar events beside the day: told here, in what the planner reads anyway,
  // so a planner without calendars never loads the timeline's code.
  const calendar = await db.selectFrom('calendars').select('id').where('uid', '=', uid).limit(1).executeTakeFirst();
  return {
    today,
    ...(calendar && { calendars: true }),
    carriedOver: rows
      .map((row) => ({ taskId: row.task_id, days: carriedOverDays(row.since, today) }))
      .filter((entry) => entry.days > 0),
  };
}
