import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, parseSetCookieHeader } from 'better-auth/cookies';
import { SIGNED_IN_COOKIE } from '@dayflow/core';
import { userOfSessionToken } from './session-rows';

/** better-auth's session cookie, with the __Secure- prefix it takes over https. */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;

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
  const session = setCookies
    .flatMap((header) => [...parseSetCookieHeader(header)])
    .find(([name]) => SESSION_COOKIE.test(name));
  if (!session) return undefined;
  const [, attributes] = session;
  const secure = attributes.secure ? '; Secure' : '';
  const cleared = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  if (attributes.value === '' || attributes['max-age'] === 0) return cleared;
  // The cookie holds `token.signature` (the parser decoded it); the token names the session row.
  const token = attributes.value.split('.')[0] ?? '';
  const uid = token ? await userOfToken(token) : undefined;
  if (!uid) return cleared;
  const lifetime = [
    attributes['max-age'] !== undefined ? `; Max-Age=${attributes['max-age']}` : '',
    attributes.expires ? `; Expires=${attributes.expires.toUTCString()}` : '',
  ].join('');
  return `${SIGNED_IN_COOKIE}=${encodeURIComponent(uid)}; Path=/${lifetime}; SameSite=Lax${secure}`;
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
 * What an answer that has just read the session (the session check, a personal page) does about
 * the companion: clears it when no session was found but the page holds one; gives a live
 * session whose cookie came without it (signed in before companions existed) one that ends with
 * the browser — the server cannot see when that session cookie expires, and the companion must
 * never outlive it by much. Otherwise leaves it as it is.
 */
export function settleSignedInCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string | null,
): void {
  const secure = app.config.publicUrl?.startsWith('https://') ?? false;
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const held = parseCookies(request.headers.cookie ?? '').get(SIGNED_IN_COOKIE);
  if (!uid) {
    if (held !== undefined) reply.header('set-cookie', `${SIGNED_IN_COOKIE}=${flags}; Max-Age=0`);
  } else if (held !== uid) {
    reply.header('set-cookie', `${SIGNED_IN_COOKIE}=${encodeURIComponent(uid)}${flags}`);
  }
}
