import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_PATH } from '@dayflow/core';
import { startMailCatcher, linkIn, type MailCatcher } from '../../../test/support/mail-catcher';
import { buildTestApp, signUp, type TestApp } from '../../../test/support/test-app';
import { RESET_REQUEST_ANSWER_MS } from '../library-routes';

const PUBLIC_URL = 'http://localhost:3000';
const sameOrigin = { host: 'localhost:3000', origin: PUBLIC_URL };
const freshEmail = () => `reset-${crypto.randomBytes(5).toString('hex')}@example.test`;
/** Each test asks from its own address, so the per-client limit is only met where tested. */
const freshClient = () => `198.51.100.${crypto.randomInt(1, 250)}`;

describe('password reset by email', () => {
  let mail: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp({}, { SMTP_URL: mail.url, MAIL_FROM: 'Dayflow <plan@example.test>', PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, remoteAddress = freshClient()) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin, payload, remoteAddress });
  const requestReset = (email: string, remoteAddress?: string) =>
    post('/api/auth/request-password-reset', { email }, remoteAddress);

  /** Opens the mailed link as a browser would and returns the token our page receives. */
  async function followLink(link: string): Promise<URL> {
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: sameOrigin });
    expect(opened.statusCode).toBe(302);
    return new URL(String(opened.headers.location), PUBLIC_URL);
  }

  async function mailedToken(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(200);
    const page = await followLink(linkIn(await mail.next(email), `${PUBLIC_URL}/api/auth/`));
    expect(page.pathname).toBe(PASSWORD_RESET_PATH);
    return page.searchParams.get('token')!;
  }

  it('mails a link in plain text and HTML; the new password works and every old session ends', async () => {
    const user = await signUp(t.app, { email: freshEmail(), name: 'Ada <b>Lovelace</b>' });
    expect((await user.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    expect((await requestReset(user.email)).json()).toMatchObject({ status: true });
    const message = await mail.next(user.email);
    expect(message.subject).toBe('Reset your Dayflow password');
    expect(message.from?.text).toContain('plan@example.test');
    expect(message.text).toContain('Hello Ada <b>Lovelace</b>,');
    const link = linkIn(message, `${PUBLIC_URL}/api/auth/reset-password/`);
    expect(message.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
    expect(message.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');

    const page = await followLink(link);
    expect(page.pathname).toBe(PASSWORD_RESET_PATH);
    const token = page.searchParams.get('token')!;
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'quiet orchard at dawn' });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await user.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const signIn = (password: string) => post('/api/auth/sign-in/email', { email: user.email, password });
    expect((await signIn('correct horse battery')).statusCode).toBe(401);
    expect((await signIn('quiet orchard at dawn')).statusCode).toBe(200);

    // Single use: the same link no longer sets a password, nor opens the page.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another quiet orchard' });
    expect(again.statusCode).toBe(400);
    expect((await followLink(link)).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('keeps only a hash of the mailed token in the database', async () => {
    const user = await signUp(t.app, { email: freshEmail() });
    const token = await mailedToken(user.email);
    const { rows } = await sql<Record<string, unknown>>`select * from "verifications"`.execute(t.app.db);
    const stored = JSON.stringify(rows);
    expect(stored).toContain(user.id);
    expect(stored).not.toContain(token);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'tidal violet harbour' })).statusCode).toBe(
      200,
    );
  });

  it('ends every older link of the account when a newer one is mailed', async () => {
    const user = await signUp(t.app, { email: freshEmail() });
    const other = await signUp(t.app, { email: freshEmail() });
    const [older, othersLink] = [await mailedToken(user.email), await mailedToken(other.email)];
    const newer = await mailedToken(user.email);
    const tooLate = await post('/api/auth/reset-password', { token: older, newPassword: 'tidal violet harbour' });
    expect(tooLate.statusCode).toBe(400);
    expect(
      (await post('/api/auth/reset-password', { token: newer, newPassword: 'tidal violet harbour' })).statusCode,
    ).toBe(200);
    // Another account's link is its own: untouched.
    const others = await post('/api/auth/reset-password', { token: othersLink, newPassword: 'quiet orchard at dawn' });
    expect(others.statusCode).toBe(200);
  });

  it.each([
    ['password', /common/],
    ['12345678', /common/],
    ['        ', /only spaces/],
    ['short', /at least 8/],
    ['EMAIL', /email address/],
  ])('refuses the new password %j with 400 naming newPassword, and keeps the link', async (password, message) => {
    const user = await signUp(t.app, { email: freshEmail() });
    const token = await mailedToken(user.email);
    const newPassword = password === 'EMAIL' ? user.email : password;
    const refused = await post('/api/auth/reset-password', { token, newPassword });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'newPassword', error: expect.stringMatching(message) });
    expect((await post('/api/auth/reset-password', { token, newPassword: 'tidal violet harbour' })).statusCode).toBe(
      200,
    );
  });

  it('keeps a link good for an hour and no longer', async () => {
    const user = await signUp(t.app, { email: freshEmail() });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const link = linkIn(await mail.next(user.email), `${PUBLIC_URL}/api/auth/`);
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await followLink(link)).searchParams.get('token')).toBeTruthy();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await followLink(link)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const token = new URL(link).pathname.split('/').pop()!;
    const late = await post('/api/auth/reset-password', { token, newPassword: 'tidal violet harbour' });
    expect(late.statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, in the same time, and mails nobody', async () => {
    const user = await signUp(t.app, { email: freshEmail() });
    const unknown = freshEmail();
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email);
      return { status: response.statusCode, body: response.body, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const stranger = await timed(unknown);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toBe(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(stranger.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(Math.abs(known.ms - stranger.ms)).toBeLessThan(RESET_REQUEST_ANSWER_MS / 2);
    await mail.next(user.email);
    await expect(mail.next(unknown, 300)).rejects.toThrow(/no mail/);
  });

  it('never lets the client choose where the link leads', async () => {
    const user = await signUp(t.app, { email: freshEmail() });
    const response = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'redirectTo' });
  });

  it('limits requests per address and per client with 429 and Retry-After', async () => {
    // A stranger's few requests for someone's address stop the stranger, not the owner.
    const email = freshEmail();
    const stranger = '203.0.113.60';
    for (let i = 0; i < 3; i++) expect((await requestReset(email, stranger)).statusCode).toBe(200);
    const again = await requestReset(email, stranger);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset(email, '203.0.113.61')).statusCode).toBe(200);

    // From many clients, the address still gets only so many mails.
    const flooded = freshEmail();
    for (let i = 0; i < 10; i++) expect((await requestReset(flooded, `203.0.113.${100 + i}`)).statusCode).toBe(200);
    const perEmail = await requestReset(flooded, '203.0.113.120');
    expect(perEmail.statusCode).toBe(429);
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    const client = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await requestReset(freshEmail(), client)).statusCode).toBe(200);
    const perClient = await requestReset(freshEmail(), client);
    expect(perClient.statusCode).toBe(429);
    expect(perClient.headers['retry-after']).toBeDefined();
  });
});

describe('password reset when the mail server is down', () => {
  it('answers the person as if the mail went out, and logs the failed send', async () => {
    const t = await buildTestApp(
      {},
      { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'plan@example.test', PUBLIC_URL, LOG_LEVEL: 'error' },
    );
    const logged: string[] = [];
    t.app.log.error = ((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    }) as typeof t.app.log.error;
    try {
      const user = await signUp(t.app, { email: freshEmail() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: sameOrigin,
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: true });
      await expect.poll(() => logged.join('\n'), { timeout: 10_000 }).toMatch(/mail could not be sent/);
      expect(logged.join('\n')).toContain('127.0.0.1:9');
      expect(logged.join('\n')).not.toContain(user.email);
    } finally {
      await t.close();
    }
  });
});

describe('without outgoing mail', () => {
  it('offers no reset: the popup is told so and the endpoints are not there', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toMatchObject({
        passwordReset: false,
      });
      for (const url of ['/api/auth/request-password-reset', '/api/auth/reset-password']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: sameOrigin,
          payload: { email: 'a@b.test' },
        });
        expect(response.statusCode, url).toBe(404);
      }
      const link = await t.app.inject({
        method: 'GET',
        url: '/api/auth/reset-password/abc?callbackURL=/reset-password',
      });
      expect(link.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
