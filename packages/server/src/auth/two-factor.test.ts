import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCookieFrom, signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const PASSWORD = 'correct horse battery';
const STEP_S = 30;

describe('two factors: TOTP and backup codes', () => {
  const t = useTestApp();
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, cookie?: string, remoteAddress = '198.51.100.20') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    });

  /** The app's code for the TOTP secret `offset` steps from now (otplib, independent of the server). */
  const codeAt = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * STEP_S, period: STEP_S });

  /** Freezes the clock in the middle of a 30 s step, so a step boundary never falls inside a test. */
  function midStep() {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now - (now % (STEP_S * 1000)) + 15_000 });
  }

  /** Turns TOTP on and confirms it with a first code; the session is renewed then (its new cookie). */
  async function turnOn(
    user: SignedInUser,
    remoteAddress?: string,
  ): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, user.cookie, remoteAddress);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(uri.searchParams.get('issuer')).toBe('Dayflow');
    const secret = uri.searchParams.get('secret')!;
    const confirmed = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await codeAt(secret) },
      user.cookie,
      remoteAddress,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, backupCodes, cookie: sessionCookieFrom(confirmed.headers['set-cookie']) };
  }

  /** Email and password: with two-factor on, no session, only the pending sign-in's cookie. */
  async function passwordStep(email: string, remoteAddress?: string): Promise<string> {
    const response = await post('/api/auth/sign-in/email', { email, password: PASSWORD }, undefined, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    expect(cookie).not.toMatch(/session_token=[^;]/);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    return cookie;
  }

  it('asks for the current password to turn it on', async () => {
    const user = await signUp(t.app);
    const wrong = await post('/api/auth/two-factor/enable', { password: 'not my password' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    const missing = await post('/api/auth/two-factor/enable', {}, user.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'password' });
    const signedOut = await post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(signedOut.statusCode).toBe(401);
  });

  it('after a password, a code from the app (±1 step) completes the sign-in; a password alone gives no session', async () => {
    midStep();
    for (const offset of [-1, 0, 1]) {
      // A fresh account each time: each step's code is taken once, and turning on took one.
      vi.setSystemTime(Date.now() - 2 * STEP_S * 1000);
      const user = await signUp(t.app);
      const { secret } = await turnOn(user, `198.51.100.${90 + offset}`);
      vi.setSystemTime(Date.now() + 2 * STEP_S * 1000);
      const pending = await passwordStep(user.email, `198.51.100.${90 + offset}`);
      const done = await post(
        '/api/auth/two-factor/verify-totp',
        { code: await codeAt(secret, offset) },
        pending,
        `198.51.100.${90 + offset}`,
      );
      expect(done.statusCode, `offset ${offset}: ${done.body}`).toBe(200);
      const session = sessionCookieFrom(done.headers['set-cookie']);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode).toBe(
        200,
      );
    }
  });

  it('takes each step once: the same code again is refused as a wrong code is (ASVS 2.8.4)', async () => {
    midStep();
    const user = await signUp(t.app);
    const { secret } = await turnOn(user, '198.51.100.80');
    // The code that turned two-factor on cannot also finish a sign-in.
    const first = await passwordStep(user.email, '198.51.100.80');
    const code = await codeAt(secret);
    const replayOfSetup = await post('/api/auth/two-factor/verify-totp', { code }, first, '198.51.100.80');
    expect(replayOfSetup.statusCode).toBe(401);
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, first, '198.51.100.81');
    expect(replayOfSetup.json()).toEqual(wrong.json());

    // The next step's code works once; then neither it nor an earlier step's code does.
    const next = await codeAt(secret, 1);
    expect((await post('/api/auth/two-factor/verify-totp', { code: next }, first, '198.51.100.80')).statusCode).toBe(
      200,
    );
    const second = await passwordStep(user.email, '198.51.100.82');
    for (const code of [next, await codeAt(secret)]) {
      const again = await post('/api/auth/two-factor/verify-totp', { code }, second, '198.51.100.82');
      expect(again.statusCode).toBe(401);
      expect(sessionCookieFrom(again.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
    }
  });

  it('lets only one of two sign-ins sent at once with the same code through', async () => {
    midStep();
    const user = await signUp(t.app);
    const { secret } = await turnOn(user, '198.51.100.85');
    const [a, b] = [await passwordStep(user.email, '198.51.100.83'), await passwordStep(user.email, '198.51.100.84')];
    const code = await codeAt(secret, 1);
    const statuses = await Promise.all([
      post('/api/auth/two-factor/verify-totp', { code }, a, '198.51.100.83'),
      post('/api/auth/two-factor/verify-totp', { code }, b, '198.51.100.84'),
    ]).then((answers) => answers.map((answer) => answer.statusCode).sort());
    expect(statuses).toEqual([200, 401]);
  });

  it('refuses a code two steps early or late', async () => {
    midStep();
    const user = await signUp(t.app);
    const { secret } = await turnOn(user);
    for (const offset of [-2, 2]) {
      const pending = await passwordStep(user.email, `198.51.100.${30 + offset}`);
      const refused = await post('/api/auth/two-factor/verify-totp', { code: await codeAt(secret, offset) }, pending);
      expect(refused.statusCode, `offset ${offset}`).toBe(401);
      expect(sessionCookieFrom(refused.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
    }
  });

  it('refuses a code that is not six digits with 400 naming it', async () => {
    const user = await signUp(t.app);
    await turnOn(user);
    const pending = await passwordStep(user.email, '198.51.100.40');
    for (const code of ['12345', 'abcdef', '1234567', '12\u00003456']) {
      const response = await post('/api/auth/two-factor/verify-totp', { code }, pending, '198.51.100.40');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'code' });
    }
  });

  it('slows code guessing: 429 with Retry-After after a few wrong codes', async () => {
    midStep();
    const user = await signUp(t.app);
    const { secret } = await turnOn(user);
    const client = '203.0.113.50';
    const pending = await passwordStep(user.email, client);
    const right = await codeAt(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/auth/two-factor/verify-totp', { code: wrong }, pending, client)).statusCode);
    }
    expect(statuses).toContain(429);
    const afterwards = await post('/api/auth/two-factor/verify-totp', { code: right }, pending, client);
    expect(afterwards.statusCode).toBe(429);
    expect(Number(afterwards.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes each backup code once, instead of a code from the app', async () => {
    const user = await signUp(t.app);
    const { backupCodes } = await turnOn(user);
    expect(backupCodes).toHaveLength(10);
    const first = await passwordStep(user.email, '198.51.100.60');
    const used = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      first,
      '198.51.100.60',
    );
    expect(used.statusCode, used.body).toBe(200);
    const second = await passwordStep(user.email, '198.51.100.61');
    const again = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      second,
      '198.51.100.61',
    );
    expect(again.statusCode).toBe(401);
  });

  it('turns off with the current password; then a password signs in again', async () => {
    const user = await signUp(t.app);
    const { cookie } = await turnOn(user);
    await passwordStep(user.email, '198.51.100.70');
    const off = await post('/api/auth/two-factor/disable', { password: PASSWORD }, cookie, '198.51.100.71');
    expect(off.statusCode, off.body).toBe(200);
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: PASSWORD },
      undefined,
      '198.51.100.72',
    );
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(sessionCookieFrom(signIn.headers['set-cookie'])).toMatch(/session_token=[^;]/);
  });
});
