import type { Kysely } from 'kysely';
import { bestStreak, deletedCutoff, type ExportedStreak } from '@dayflow/core';
import type { Database, Db } from '../db';
import { listDayCounts, findSettings } from '../daily-loop';
import { listNotes } from '../notes';
import { listRoutines } from '../routines';
import { findDailyGoal } from '../progress';
import { listDeletedTasks, listTasks } from '../tasks';

/** Everything of one user's that the export holds, read in one transaction so it is consistent. */
export async function readUserData(db: Kysely<Database>, uid: string, now: number) {
  return db.transaction().execute(async (trx) => ({
    tasks: await listTasks(trx, uid),
    recentlyDeleted: await listDeletedTasks(trx, uid, deletedCutoff(now)),
    dailyGoal: await findDailyGoal(trx, uid),
    streak: (await readStreak(trx, uid)) ?? null,
    routines: await listRoutines(trx, uid),
    settings: await findSettings(trx, uid),
    history: await listDayCounts(trx, uid),
    notes: await listNotes(trx, uid),
  }));
}

/** The whole streak row, countedUntil included, so an import elsewhere counts days the same way. */
export async function readStreak(db: Db, uid: string): Promise<ExportedStreak | undefined> {
  const row = await db
    .selectFrom('streaks')
    .select(['count', 'last_active', 'counted_until', 'best'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return (
    row && {
      count: row.count,
      lastActive: row.last_active,
      countedUntil: row.counted_until,
      best: bestStreak({ best: Number(row.best), count: row.count }),
    }
  );
}
