import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** The user's stored daily goal, or undefined when they never set one. */
export async function findDailyGoal(db: Kysely<Database>, uid: string): Promise<number | undefined> {
  const row = await db.selectFrom('goals').select('daily_goal').where('uid', '=', uid).executeTakeFirst();
  return row?.daily_goal;
}

/** Creates or replaces the user's goal in one statement (ON CONFLICT works on SQLite and PostgreSQL). */
export async function saveDailyGoal(db: Kysely<Database>, uid: string, dailyGoal: number): Promise<void> {
  await db
    .insertInto('goals')
    .values({ uid, daily_goal: dailyGoal })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ daily_goal: dailyGoal }))
    .execute();
}
