import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TrustedDevice } from '@dayflow/core';
import type { Database } from '../db';
import { TRUST_DEVICE_PREFIX } from './end-account-access';

/**
 * Two-factor's trusted devices, as the sign-in library keeps them: a `verifications` row per
 * device (identifier `trust-device-<random>`, value the user's id, expiresAt), named by a signed
 * cookie in that browser whose value is `<HMAC(secret, "<uid>!<identifier>")>!<identifier>`.
 * Deleting the row makes the cookie worthless: the next sign-in there asks for the code again.
 */

const timingSafeSame = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The identifier of the trusted device this Cookie header names for `uid`, or null. Both the
 * cookie's signature and the token inside it are checked, as the library checks them at sign-in,
 * so a cookie made up or copied from another account names nothing.
 */
export function trustedDeviceOfCookie(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
  uid: string,
): string | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = crypto.createHmac('sha256', secret).update(signed).digest('base64');
  if (!timingSafeSame(signature, value.slice(dot + 1))) return null;
  const [token, identifier] = signed.split('!');
  if (!token || !identifier?.startsWith(TRUST_DEVICE_PREFIX)) return null;
  const expected = crypto.createHmac('sha256', secret).update(`${uid}!${identifier}`).digest('base64url');
  return timingSafeSame(expected, token) ? identifier : null;
}

type Row = { id: string; identifier: string; createdAt: Date | string; expiresAt: Date | string };
const ms = (at: Date | string) => new Date(at).getTime();

/** The user's trusted devices that still skip the second step, newest first. */
export async function listTrustedDevices(
  db: Kysely<Database>,
  uid: string,
  options: { now: number; currentIdentifier: string | null },
): Promise<TrustedDevice[]> {
  const { rows } = await sql<Row>`
    select "id", "identifier", "createdAt", "expiresAt" from "verifications"
    where "value" = ${uid} and "identifier" like ${`${TRUST_DEVICE_PREFIX}%`}
  `.execute(db);
  return rows
    .filter((row) => ms(row.expiresAt) > options.now)
    .sort((a, b) => ms(b.createdAt) - ms(a.createdAt))
    .map((row) => ({
      id: row.id,
      createdAt: ms(row.createdAt),
      expiresAt: ms(row.expiresAt),
      userAgent: null,
      current: row.identifier === options.currentIdentifier,
    }));
}

/** Ends one of the user's trusted devices; false when the user has none by that id. */
export async function deleteTrustedDevice(db: Kysely<Database>, uid: string, id: string): Promise<boolean> {
  const result = await sql`
    delete from "verifications"
    where "id" = ${id} and "value" = ${uid} and "identifier" like ${`${TRUST_DEVICE_PREFIX}%`}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
