import type { Db } from '../../db';

/**
 * Ends the user's Web Push subscriptions when the account's doors are shut (a password reset or
 * change, sign out everywhere): a thief's browser must stop receiving reminders. Subscriptions do
 * not yet record the session that made them, so `keepSessionId` cannot spare this browser's, and
 * every one ends; this browser subscribes again from Settings. Returns how many ended.
 */
export async function endPushSubscriptions(
  db: Db,
  uid: string,
  _options: { keepSessionId: string | null },
): Promise<number> {
  const result = await db.deleteFrom('push_subscriptions').where('uid', '=', uid).executeTakeFirst();
  return Number(result.numDeletedRows);
}
