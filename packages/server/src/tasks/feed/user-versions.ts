import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db';

/**
 * The user's change counter (ADR 16). Taken first in every transaction that changes the user's
 * tasks: the upsert's row lock (PostgreSQL) lasts until commit, so a second writer of the same
 * user — on any instance — waits and then takes the next value. Versions are therefore strictly
 * increasing, never shared, and committed in order. SQLite has a single writer anyway.
 */
export async function takeVersion(trx: Transaction<Database>, uid: string): Promise<number> {
  const row = await trx
    .insertInto('user_versions')
    .values({ uid, version: 1, floor: 0 })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ version: sql<number>`user_versions.version + 1` }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Undoes takeVersion in the same transaction, for a write that turned out to change nothing (a
 * no-op move, a day another instance started first): the row is still locked by us, so nobody
 * can have taken a later value, and clients never see a version that no message holds.
 */
export async function giveVersionBack(trx: Transaction<Database>, uid: string): Promise<void> {
  await trx
    .updateTable('user_versions')
    .set({ version: sql<number>`version - 1` })
    .where('uid', '=', uid)
    .execute();
}

/**
 * Rows removed for good can no longer be listed as deleted to a client resuming from before
 * their last version: such a client must take a snapshot instead.
 */
export async function raiseFloor(trx: Transaction<Database>, uid: string, floor: number): Promise<void> {
  await trx
    .updateTable('user_versions')
    .set({ floor: sql<number>`case when floor < ${floor} then ${floor} else floor end` })
    .where('uid', '=', uid)
    .execute();
}

/** The user's current version and resume floor; a user who never changed a task has 0 and 0. */
export async function readClock(db: Db, uid: string): Promise<{ version: number; floor: number }> {
  const row = await db
    .selectFrom('user_versions')
    .select(['version', 'floor'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return { version: Number(row?.version ?? 0), floor: Number(row?.floor ?? 0) };
}
