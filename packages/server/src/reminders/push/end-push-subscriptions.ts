import type { Db } from '../../db';
import type { EndedSessions } from '../../auth';

/**
 * Ends the user's Web Push subscriptions when the account's doors are shut (a password reset or
 * change, sign out everywhere): a thief's browser must stop receiving reminders. Those turned on
 * by `keepSessionId` (the browser doing the shutting) stay; with null, every one ends.
 * Subscriptions older than the noting of sessions (no session) always end. Returns how many ended.
 */
export async function endPushSubscriptions(
  db: Db,
  uid: string,
  { keepSessionId }: { keepSessionId: string | null },
): Promise<number> {
  let query = db.deleteFrom('push_subscriptions').where('uid', '=', uid);
  if (keepSessionId !== null) {
    query = query.where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '!=', keepSessionId)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A signed-out or revoked session takes the devices it turned on with it: revoking a thief's
 * session stops their browser ringing. A session replaced by a change of password hands its
 * devices to the new one (the same browser).
 */
export async function endPushOfSessions(db: Db, { uid, ended, replaced }: EndedSessions): Promise<void> {
  if (replaced) {
    await db
      .updateTable('push_subscriptions')
      .set({ session_id: replaced.to })
      .where('uid', '=', uid)
      .where('session_id', '=', replaced.from)
      .execute();
  }
  if (ended.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('uid', '=', uid).where('session_id', 'in', ended).execute();
}
