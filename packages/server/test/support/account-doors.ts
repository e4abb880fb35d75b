// Test-only helpers for the doors into an account: what a thief with a session cookie can open
// (a token, a calendar link, a push device, a trusted device), and whether each still works.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { generate } from 'otplib';
import { expect, vi } from 'vitest';
import { sessionCookieFrom, type SignedInUser } from './test-app';
import { createTokenAs, withToken } from './tokens';

export const PASSWORD = 'correct horse battery';
export const PUSH_ORIGIN = 'https://push.example.test';
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
/** Each request from its own address, so no sign-in or code throttle is met by accident. */
const anyClient = () => `198.51.100.${crypto.randomInt(1, 250)}`;

export const post = (app: FastifyInstance, url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: anyClient(),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });

export interface OpenDoors {
  token: string;
  calendarPath: string;
  pushEndpoint: string;
}

/** A read-write token, a calendar link and a push device, all made with `user`'s session cookie. */
export async function openDoors(app: FastifyInstance, user: SignedInUser): Promise<OpenDoors> {
  const { token } = await createTokenAs(user, { name: 'thief', scope: 'read-write' });
  const feed = await user.inject({ method: 'POST', url: '/api/calendar-feed', headers: sameOrigin });
  expect(feed.statusCode, feed.body).toBe(201);
  const pushEndpoint = `${PUSH_ORIGIN}/push/${crypto.randomBytes(8).toString('hex')}`;
  const device = {
    endpoint: pushEndpoint,
    expirationTime: null,
    keys: { p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
  const pushed = await user.inject({ method: 'POST', url: '/api/push/subscriptions', payload: device });
  expect(pushed.statusCode, pushed.body).toBe(201);
  return { token, calendarPath: new URL(feed.json<{ url: string }>().url).pathname, pushEndpoint };
}

/** Which of the doors still let someone in: the token's answer, the link's, the push rows left. */
export async function doorsState(app: FastifyInstance, uid: string, doors: OpenDoors) {
  const token = (await withToken(app, doors.token)({ method: 'GET', url: '/api/tasks' })).statusCode;
  const calendar = (await app.inject({ method: 'GET', url: doors.calendarPath })).statusCode;
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from push_subscriptions where uid = ${uid}
  `.execute(app.db as unknown as Kysely<unknown>);
  return { token, calendar, pushDevices: Number(rows[0]!.n) };
}

/** Turns TOTP on for the user (confirmed with a first code); returns the secret and the new session cookie. */
export async function turnOnTotp(app: FastifyInstance, cookie: string): Promise<{ secret: string; cookie: string }> {
  const enabled = await post(app, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  const secret = new URL(enabled.json<{ totpURI: string }>().totpURI).searchParams.get('secret')!;
  const confirmed = await post(app, '/api/auth/two-factor/verify-totp', { code: await totp(secret) }, cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, cookie: sessionCookieFrom(confirmed.headers['set-cookie']) };
}

/**
 * The app's code for the next 30 s step. Each step is taken once per account (ASVS 2.8.4), so every
 * code moves the clock (Date only) a step forward; files using this call `vi.useRealTimers()` after.
 */
export function totp(secret: string) {
  vi.setSystemTime(Date.now() + 30_000);
  return generate({ secret, period: 30 });
}

/** The cookie pair `name=value` of the trust-device cookie in a cookie string. */
export const trustCookieIn = (cookies: string) =>
  cookies
    .split('; ')
    .find((c) => c.includes('trust_device='))
    ?.trim() ?? '';

/**
 * Signs in with the password and a code, ticking "trust this device": returns that browser's
 * cookies (its session and its trust cookie).
 */
export async function signInTrusted(app: FastifyInstance, email: string, secret: string, password = PASSWORD) {
  const pending = await post(app, '/api/auth/sign-in/email', { email, password });
  expect(pending.json()).toMatchObject({ twoFactorRedirect: true });
  const done = await post(
    app,
    '/api/auth/two-factor/verify-totp',
    { code: await totp(secret), trustDevice: true },
    sessionCookieFrom(pending.headers['set-cookie']),
  );
  expect(done.statusCode, done.body).toBe(200);
  const cookies = sessionCookieFrom(done.headers['set-cookie']);
  const trust = trustCookieIn(cookies);
  expect(trust).toMatch(/trust_device=[^;]+/);
  return {
    session: cookies
      .split('; ')
      .filter((c) => !c.includes('trust_device='))
      .join('; '),
    trust,
  };
}

/**
 * Whether a password sign-in from a browser holding `trust` skips the second step. The library
 * renews the trust cookie at each such sign-in; `trust` is the browser's cookie afterwards.
 */
export async function trustSkipsCode(app: FastifyInstance, email: string, trust: string, password = PASSWORD) {
  const response = await post(app, '/api/auth/sign-in/email', { email, password }, trust);
  expect(response.statusCode, response.body).toBe(200);
  const skips = !(response.json() as { twoFactorRedirect?: boolean }).twoFactorRedirect;
  return { skips, trust: trustCookieIn(sessionCookieFrom(response.headers['set-cookie'])) || trust };
}
