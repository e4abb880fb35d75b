import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SIGNED_IN_COOKIE } from '@dayflow/core';
import type { Database } from '../db/schema';

/** better-auth's session cookie, with the __Secure- prefix it takes over https. */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;

interface SetCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names, with their values ('' for flags). */
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes = new Map(
    rest.map((attribute) => {
      const eq = attribute.indexOf('=');
      return eq < 0 ? [attribute.toLowerCase(), ''] : [attribute.slice(0, eq).toLowerCase(), attribute.slice(eq + 1)];
    }),
  );
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

/**
 * The companion of a session cookie being set (docs/decisions/0017-first-data-with-the-page.md):
 * the same lifetime, path, SameSite and Secure, but readable by the page, and holding only the
 * user's id — no secret, nothing that signs anyone in. A session cookie being cleared clears it.
 * Undefined when the answer sets no session cookie.
 */
export async function companionOf(
  setCookies: readonly string[],
  userOfToken: (token: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const session = setCookies.map(parseSetCookie).find((cookie) => SESSION_COOKIE.test(cookie.name));
  if (!session) return undefined;
  const { attributes } = session;
  const secure = attributes.has('secure') ? '; Secure' : '';
  const cleared = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  if (session.value === '' || attributes.get('max-age') === '0') return cleared;
  // The cookie holds `token.signature`; the token names the session row.
  const token = decodeURIComponent(session.value).split('.')[0] ?? '';
  const uid = token ? await userOfToken(token) : undefined;
  if (!uid) return cleared;
  const lifetime = [
    attributes.has('max-age') ? `; Max-Age=${attributes.get('max-age')}` : '',
    attributes.has('expires') ? `; Expires=${attributes.get('expires')}` : '',
  ].join('');
  return `${SIGNED_IN_COOKIE}=${encodeURIComponent(uid)}; Path=/${lifetime}; SameSite=Lax${secure}`;
}

/** The user of a session token; the sign-in library owns the table, so it is read with plain SQL. */
export async function userOfSessionToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const { rows } = await sql<{ userId: string }>`select "userId" from "sessions" where "token" = ${token}`.execute(db);
  return rows[0]?.userId;
}

/**
 * Every answer that sets or clears the session cookie — a sign-in by any method, a refresh, a
 * sign-out, an account deletion — sets or clears its companion with it, so the two cannot
 * drift apart whichever route touched the session.
 */
export function addSignedInCookie(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const header = reply.getHeader('set-cookie');
    if (header === undefined) return payload;
    const cookies = (Array.isArray(header) ? header : [header]).map(String);
    if (cookies.some((cookie) => cookie.startsWith(`${SIGNED_IN_COOKIE}=`))) return payload;
    const companion = await companionOf(cookies, (token) => userOfSessionToken(app.db, token));
    if (companion) reply.header('set-cookie', [...cookies, companion]);
    return payload;
  });
}

/**
 * What the session check answers about the companion: cleared when no session was found but the
 * page holds one; for a live session whose cookie came without it (signed in before companions
 * existed), one that ends with the browser — the server cannot see when that session cookie
 * expires, and the companion must never outlive it by much. Undefined: leave it as it is.
 */
export function signedInCookieForCheck(cookieHeader: string | undefined, uid: string | null, secure: boolean) {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const held = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  if (!uid) return held === undefined ? undefined : `${SIGNED_IN_COOKIE}=${flags}; Max-Age=0`;
  return held === encodeURIComponent(uid) ? undefined : `${SIGNED_IN_COOKIE}=${encodeURIComponent(uid)}${flags}`;
}
