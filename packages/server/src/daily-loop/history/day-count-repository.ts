import { sql } from 'kysely';
import type { DayCount } from '@dayflow/core';
import type { Db } from '../../db';

/**
 * Adds `delta` (+1 a completion, -1 its undo) to the user's count for a local date, never
 * below 0. One upsert, so two completions racing on one day both count.
 */
export async function addToDayCount(db: Db, uid: string, localDate: string, delta: 1 | -1): Promise<void> {
  await db
    .insertInto('day_counts')
    .values({ uid, local_date: localDate, completed: Math.max(0, delta) })
    .onConflict((oc) =>
      oc.columns(['uid', 'local_date']).doUpdateSet({
        completed: sql<number>`case when day_counts.completed + ${delta} < 0 then 0 else day_counts.completed + ${delta} end`,
      }),
    )
    .execute();
}

/** Every day with a count, oldest first: all a user's history figures are derived from these. */
export async function listDayCounts(db: Db, uid: string): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('day_counts')
    .select(['local_date', 'completed'])
    .where('uid', '=', uid)
    .where('completed', '>', 0)
    .orderBy('local_date')
    .execute();
  return rows.map((row) => ({ date: row.local_date, completed: Number(row.completed) }));
}
