import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/support/mail-catcher';
import { signInThroughProvider, startTestProvider } from '../../../test/support/oidc-test-provider';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../../test/support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const sameOrigin = { host: 'localhost:3000', origin: PUBLIC_URL };
const PASSWORD = 'amber tide lantern';

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  let mail: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp(
      {},
      { SMTP_URL: mail.url, MAIL_FROM: 'plan@example.test', PUBLIC_URL, REQUIRE_EMAIL_VERIFICATION: 'true' },
    );
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: sameOrigin,
      payload,
      remoteAddress: `192.0.2.${crypto.randomInt(1, 250)}`,
    });

  it('a new local account confirms its email by the mailed link before its first sign-in', async () => {
    const email = `verify-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const created = await post('/api/auth/sign-up/email', { name: 'Vera', email, password: PASSWORD });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ token: null });
    expect(sessionCookieFrom(created.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);

    const early = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: 'Email not verified' });

    const message = await mail.next(email);
    expect(message.subject).toBe('Confirm your email for Dayflow');
    const link = new URL(linkIn(message, `${PUBLIC_URL}/api/auth/verify-email?`));
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: sameOrigin });
    expect(opened.statusCode).toBe(302);
    const session = sessionCookieFrom(opened.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode).toBe(200);

    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers a sign-up for a taken email like a new one (no account is revealed)', async () => {
    const email = `taken-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const first = await post('/api/auth/sign-up/email', { name: 'One', email, password: PASSWORD });
    const second = await post('/api/auth/sign-up/email', { name: 'Two', email, password: PASSWORD });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toMatchObject({ token: null, user: { email } });
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true and an OpenID provider', () => {
  it('counts a provider account as verified when the provider says so, and signs it in', async () => {
    const mail = await startMailCatcher();
    const provider = await startTestProvider({
      claims: (sub) => ({ email: `${sub}@idp.example.test`, email_verified: sub === 'sure', name: sub }),
    });
    const t = await buildTestApp(
      {},
      {
        ...provider.env,
        SMTP_URL: mail.url,
        MAIL_FROM: 'plan@example.test',
        PUBLIC_URL,
        REQUIRE_EMAIL_VERIFICATION: 'true',
      },
    );
    try {
      const verifiedOf = async (email: string) => {
        const { rows } = await sql<{ email_verified: unknown }>`
          select "email_verified" from "users" where "email" = ${email}`.execute(t.app.db);
        return Boolean(rows[0]?.email_verified);
      };
      const sure = await signInThroughProvider(t.app, 'sure');
      expect(sure.error).toBeNull();
      expect(await verifiedOf('sure@idp.example.test')).toBe(true);
      const unsure = await signInThroughProvider(t.app, 'unsure');
      expect(unsure.error).toBeNull();
      expect(await verifiedOf('unsure@idp.example.test')).toBe(false);
    } finally {
      await t.close();
      await provider.close();
      await mail.close();
    }
  });
});
