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
 * A session replaced by a new one for the same browser (a change of password that signs out
 * other devices) hands its push devices to the new session.
 */
export async function handOverPushDevices(
  db: Db,
  uid: string,
  { from, to }: { from: string; to: string },
): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ session_id: to })
    .where('uid', '=', uid)
    .where('session_id', '=', from)
    .execute();
}

/**
 * A signed-out or revoked session takes the devices it turned on with it: revoking a thief's
 * session stops their browser ringing.
 */
export async function endPushOfSessions(db: Db, { uid, ended }: EndedSessions): Promise<void> {
  if (ended.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('uid', '=', uid).where('session_id', 'in', ended).execute();
}
