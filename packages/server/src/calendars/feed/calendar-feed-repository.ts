import type { CalendarFeedStatus } from '@dayflow/core';
import type { Db } from '../../db';

export async function replaceFeed(db: Db, uid: string, tokenHash: string, now: number): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ uid, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

export async function deleteFeed(db: Db, uid: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('uid', '=', uid).execute();
}

/** The owner of a feed secret (by its hash), or undefined for a revoked or unknown one. */
export async function feedOwner(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('uid')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.uid;
}

export async function feedStatus(db: Db, uid: string): Promise<CalendarFeedStatus> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('uid', '=', uid).executeTakeFirst();
  return { active: row !== undefined, createdAt: row ? Number(row.created_at) : null };
}
