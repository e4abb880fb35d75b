// Sessions beyond the one sign-up gives: another device signing in, and the sign-in library's
// session-ending routes called as a browser would (same-origin Host and Origin).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookieFrom, type SignedInUser } from './test-app';

const HOST = 'localhost:3000';
export const sameOrigin = { host: HOST, origin: `http://${HOST}` };

/** Signs the user in again, as another device would; returns that session's cookie. */
export async function signInAgain(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: sameOrigin,
    payload: { email: user.email, password: 'correct horse battery' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response.headers['set-cookie']);
}

/** POST /api/auth/<route> with a session cookie: sign-out, revoke-session, revoke-sessions… */
export function authPost(
  app: FastifyInstance,
  cookie: string,
  route: string,
  payload: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/auth/${route}`, headers: { ...sameOrigin, cookie }, payload });
}

/** GET /api/me with a cookie: 200 while its session works, 401 once it does not. */
export async function meStatus(app: FastifyInstance, cookie: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;
}

/** The same user acting through another session cookie (another device). */
export function asSession(user: SignedInUser, app: FastifyInstance, cookie: string): SignedInUser {
  return { ...user, cookie, inject: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }) };
}

/** The session token inside a signed session cookie (`name=token.signature`). */
export function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
}
