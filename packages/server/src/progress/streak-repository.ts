import type { Kysely, Transaction } from 'kysely';
import { bestStreak, countActivity, type StreakActivity, type StreakActivityResult } from '@dayflow/core';
import type { DialectName, Database } from '../db';

export interface StoredStreak {
  count: number;
  lastActive: string | null;
}

const NO_STREAK: StoredStreak = { count: 0, lastActive: null };

/** The best streak as History shows it: the highest count reached (core bestStreak). */
export async function findBestStreak(db: Kysely<Database>, uid: string): Promise<number> {
  const row = await db.selectFrom('streaks').select(['count', 'best']).where('uid', '=', uid).executeTakeFirst();
  return row ? bestStreak({ best: Number(row.best), count: row.count }) : 0;
}

export async function findStreak(db: Kysely<Database>, uid: string): Promise<StoredStreak> {
  const row = await db.selectFrom('streaks').select(['count', 'last_active']).where('uid', '=', uid).executeTakeFirst();
  return row ? { count: row.count, lastActive: row.last_active } : NO_STREAK;
}

/**
 * Records activity on the user's local date `today`: read, apply countActivity, write — in one
 * transaction. On PostgreSQL the row is locked (FOR UPDATE) so two devices opening the planner at
 * once cannot both add a day; SQLite transactions are already serialised by its single writer.
 * The write is an upsert so a first activity racing another first activity cannot fail.
 */
export async function recordActivity(
  db: Kysely<Database>,
  dialect: DialectName,
  uid: string,
  activity: StreakActivity,
): Promise<StreakActivityResult> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    let query = trx
      .selectFrom('streaks')
      .select(['count', 'last_active', 'counted_until', 'best'])
      .where('uid', '=', uid);
    if (dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    const previous = row ? { count: row.count, lastActive: row.last_active, countedUntil: row.counted_until } : null;
    const step = countActivity(previous, activity);
    // The best moves with the count, in the same write: History's best streak is this rule's.
    const best = bestStreak({ best: row && Number(row.best), count: step.count });
    const changed =
      !row ||
      row.count !== step.count ||
      row.last_active !== step.lastActive ||
      row.counted_until !== step.countedUntil ||
      Number(row.best) !== best;
    if (changed) {
      const values = { count: step.count, last_active: step.lastActive, counted_until: step.countedUntil, best };
      await trx
        .insertInto('streaks')
        .values({ uid, ...values })
        .onConflict((oc) => oc.column('uid').doUpdateSet(values))
        .execute();
    }
    return { count: step.count, lastActive: step.lastActive, event: step.event };
  });
}
