import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ACCESS_TEXTS, CONFIRM_REQUIRED_CODE } from '@dayflow/core';
import { PASSWORD, post } from '../../test/support/account-doors';
import { asSession, signInAgain } from '../../test/support/sessions';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTokenAs, postToken, withToken } from '../../test/support/tokens';

const MINUTE = 60_000;

/**
 * A session opens lasting doors (a token, a calendar link) or shuts them all only within ten
 * minutes of its sign-in or of its owner typing the password again: a stolen cookie is not enough.
 */
describe('recent confirmation', () => {
  const clock = { now: Date.now() };
  const t = useTestApp({ now: () => clock.now });
  let user: SignedInUser;
  beforeEach(async () => {
    clock.now = Date.now();
    user = await signUp(t.app);
  });

  const guarded = {
    token: () => postToken(user, { name: 'script', scope: 'read' }),
    calendarLink: () => post(t.app, '/api/calendar-feed', {}, user.cookie),
    signOutEverywhere: () => post(t.app, '/api/account/sign-out-everywhere', {}, user.cookie),
  };
  const confirm = (password: string) => post(t.app, '/api/account/confirm', { password }, user.cookie);

  it.each(Object.entries(guarded))('%s: allowed 9 minutes after sign-in, refused at 11', async (_name, call) => {
    clock.now += 9 * MINUTE;
    expect((await call()).statusCode).toBeLessThan(300);
    clock.now += 2 * MINUTE;
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: ACCOUNT_ACCESS_TEXTS.confirmRequired,
      field: 'password',
      code: CONFIRM_REQUIRED_CODE,
    });
  });

  it.each(Object.entries(guarded))('%s: the password confirms the session again for 10 minutes', async (_n, call) => {
    clock.now += 30 * MINUTE;
    expect((await call()).statusCode).toBe(403);
    expect((await confirm(PASSWORD)).statusCode).toBe(204);
    clock.now += 9 * MINUTE;
    expect((await call()).statusCode).toBeLessThan(300);
    clock.now += 2 * MINUTE;
    expect((await call()).statusCode).toBe(403);
  });

  it('refuses a wrong or missing password with 400 naming it, and confirms nothing', async () => {
    clock.now += 30 * MINUTE;
    const wrong = await confirm('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: ACCOUNT_ACCESS_TEXTS.wrongPassword, field: 'password' });
    const missing = await post(t.app, '/api/account/confirm', {}, user.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'password' });
    const extra = await post(t.app, '/api/account/confirm', { password: PASSWORD, for: 'ever' }, user.cookie);
    expect(extra.statusCode).toBe(400);
    expect((await guarded.token()).statusCode).toBe(403);
  });

  it('tells an account without a password to sign in again instead', async () => {
    // As an account that only ever signed in with a provider or a passkey: no credential row.
    await sql`delete from "accounts" where "userId" = ${user.id}`.execute(t.app.db);
    const refused = await confirm(PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: ACCOUNT_ACCESS_TEXTS.noPassword, field: 'password' });
  });

  it('confirms only the session that typed the password', async () => {
    const otherDevice = asSession(user, t.app, await signInAgain(t.app, user));
    clock.now += 30 * MINUTE;
    expect((await confirm(PASSWORD)).statusCode).toBe(204);
    expect((await postToken(otherDevice, { name: 'script', scope: 'read' })).statusCode).toBe(403);
    expect((await guarded.token()).statusCode).toBe(201);
  });

  it('a new sign-in is a fresh confirmation', async () => {
    clock.now += 30 * MINUTE;
    expect((await guarded.token()).statusCode).toBe(403);
    const signIn = await post(t.app, '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    // The new session was made "now" by the real clock: the app's clock must agree again.
    clock.now = Date.now();
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { name: 'script', scope: 'read' },
    });
    expect(fresh.statusCode).toBe(201);
  });

  it('a token can neither confirm nor make a calendar link', async () => {
    const { token } = await createTokenAs(user);
    const asScript = withToken(t.app, token);
    expect(
      (await asScript({ method: 'POST', url: '/api/account/confirm', payload: { password: PASSWORD } })).statusCode,
    ).toBe(403);
    expect((await asScript({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(403);
  });

  it('is throttled like change-password: 429 after a few wrong passwords', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/confirm',
        remoteAddress: '203.0.113.9',
        headers: { cookie: user.cookie, host: 'localhost:3000', origin: 'http://localhost:3000' },
        payload: { password: 'wrong guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
