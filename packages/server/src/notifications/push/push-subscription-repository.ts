import crypto from 'node:crypto';
import type { PushSubscriptionInput } from '@dayflow/core';
import type { Kysely } from 'kysely';
import type { Database, PushSubscriptionTable, Db } from '../../db';

export type StoredSubscription = Pick<PushSubscriptionTable, 'id' | 'uid' | 'endpoint' | 'p256dh' | 'auth'>;

/** Who turned notifications on: the user, in which session, with which browser. */
export interface Subscriber {
  uid: string;
  sessionId: string | null;
  userAgent: string | null;
}

/**
 * Saves a device's subscription for the user. An endpoint is one browser registration: posting
 * it again (new keys, or the same device signed in as someone else) takes it over, so a shared
 * computer never keeps ringing for the previous user; it then belongs to the session that posted.
 */
async function saveSubscription(db: Db, who: Subscriber, sub: PushSubscriptionInput, now: number): Promise<void> {
  const owner = { uid: who.uid, session_id: who.sessionId, user_agent: who.userAgent };
  const keys = { p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insertInto('push_subscriptions')
    .values({ id: crypto.randomUUID(), endpoint: sub.endpoint, ...owner, ...keys, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...owner, ...keys, created_at: now }))
    .execute();
}

export type SaveOutcome = 'new' | 'known' | 'full';

/**
 * saveSubscription, unless the endpoint is new to the user and they already have `max` devices.
 * The count and the insert are one transaction holding the user's row (PostgreSQL; SQLite runs
 * one writer at a time), so devices subscribing at once cannot all pass the same count.
 */
export async function saveSubscriptionWithin(
  db: Kysely<Database>,
  lockUser: boolean,
  who: Subscriber,
  sub: PushSubscriptionInput,
  now: number,
  max: number,
): Promise<SaveOutcome> {
  const { uid } = who;
  return db.transaction().execute(async (trx) => {
    if (lockUser) await trx.selectFrom('users').select('id').where('id', '=', uid).forUpdate().execute();
    const known = await hasSubscription(trx, uid, sub.endpoint);
    if (!known && (await countSubscriptions(trx, uid)) >= max) return 'full';
    await saveSubscription(trx, who, sub, now);
    return known ? 'known' : 'new';
  });
}

async function countSubscriptions(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function hasSubscription(db: Db, uid: string, endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('uid', '=', uid)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

/** Only the user's own: another user's endpoint is as missing as an unknown one. */
export async function deleteSubscription(db: Db, uid: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('uid', '=', uid)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Only the user's own: another user's device is as missing as an unknown one. */
export async function deleteDevice(db: Db, uid: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('uid', '=', uid)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type DeviceRow = Pick<
  PushSubscriptionTable,
  'id' | 'session_id' | 'user_agent' | 'created_at' | 'last_delivered_at'
>;

/** The user's devices, newest first; never their endpoints. */
export async function devicesOf(db: Db, uid: string): Promise<DeviceRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'session_id', 'user_agent', 'created_at', 'last_delivered_at'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Its push service accepted a push just now. */
export async function markDelivered(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_delivered_at: now }).where('id', '=', id).execute();
}

/** The push service said this registration is gone (404/410). */
export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function subscriptionsOf(db: Db, uids: string[]): Promise<StoredSubscription[]> {
  if (uids.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'uid', 'endpoint', 'p256dh', 'auth'])
    .where('uid', 'in', uids)
    .execute();
}
