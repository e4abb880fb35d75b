import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/support/mail-catcher';
import { signInThroughProvider, startTestProvider } from '../../../test/support/oidc-test-provider';
import {
  buildTestApp,
  createTestDatabase,
  sessionCookieFrom,
  signUp,
  type TestApp,
} from '../../../test/support/test-app';
import { addLocalUser } from '../add-user';

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
    await mail.next(email);

    // A sign-in before the click mails a fresh link (the first may be lost); only that one works.
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

  /** Opens a mailed confirmation link as a browser would. */
  async function open(link: string) {
    const url = new URL(link);
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: sameOrigin });
    expect(opened.statusCode).toBe(302);
    const location = new URL(String(opened.headers.location), PUBLIC_URL);
    return { error: location.searchParams.get('error'), cookie: sessionCookieFrom(opened.headers['set-cookie']) };
  }
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode === 200;
  const linkOf = async (email: string) => linkIn(await mail.next(email), `${PUBLIC_URL}/api/auth/verify-email?`);
  const freshEmail = () => `verify-${crypto.randomBytes(4).toString('hex')}@example.test`;

  it('a newer confirmation link ends the older ones; each works once; none is stored in the clear', async () => {
    const email = freshEmail();
    expect((await post('/api/auth/sign-up/email', { name: 'Vera', email, password: PASSWORD })).statusCode).toBe(200);
    const older = await linkOf(email);
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(403);
    const newer = await linkOf(email);
    const token = new URL(newer).searchParams.get('link')!;
    const { rows } = await sql<Record<string, unknown>>`select * from "verify_email_links"`.execute(t.app.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);

    const stale = await open(older);
    expect(stale.error).toBe('INVALID_TOKEN');
    expect(await signedIn(stale.cookie)).toBe(false);
    const fresh = await open(newer);
    expect(fresh.error).toBeNull();
    expect(await signedIn(fresh.cookie)).toBe(true);
    const again = await open(newer);
    expect(again.error).toBe('INVALID_TOKEN');
    expect(await signedIn(again.cookie)).toBe(false);
  });

  it("a sign-up for an address still unconfirmed replaces the first one's password: the owner's link opens only the owner's account", async () => {
    const victim = freshEmail();
    const attacker = await post('/api/auth/sign-up/email', {
      name: 'Mallory',
      email: victim,
      password: 'mallory owns this',
    });
    const attackersLink = await linkOf(victim);
    const owner = await post('/api/auth/sign-up/email', { name: 'Vera', email: victim, password: PASSWORD });
    // The answer is the one a new address gets: nothing says the address was taken.
    expect(owner.statusCode).toBe(attacker.statusCode);
    expect(Object.keys(owner.json())).toEqual(Object.keys(attacker.json()));
    expect(owner.json()).toMatchObject({ token: null, user: { email: victim, name: 'Vera', emailVerified: false } });
    const ownersLink = await linkOf(victim);

    expect((await open(attackersLink)).error).toBe('INVALID_TOKEN');
    const opened = await open(ownersLink);
    expect(opened.error).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: opened.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ displayName: 'Vera' });
    expect((await post('/api/auth/sign-in/email', { email: victim, password: 'mallory owns this' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/sign-in/email', { email: victim, password: PASSWORD })).statusCode).toBe(200);
  });

  it('a confirmed account is never replaced by a later sign-up', async () => {
    const email = freshEmail();
    await post('/api/auth/sign-up/email', { name: 'Vera', email, password: PASSWORD });
    expect((await open(await linkOf(email))).error).toBeNull();
    await post('/api/auth/sign-up/email', { name: 'Mallory', email, password: 'mallory owns this' });
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'mallory owns this' })).statusCode).toBe(401);
  });

  it('an account the operator made (user:add) signs in without a link', async () => {
    const email = freshEmail();
    expect(await addLocalUser(t.app.auth, { email, name: 'Olive', password: PASSWORD })).toMatchObject({ ok: true });
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(await addLocalUser(t.app.auth, { email, name: 'Olive', password: PASSWORD })).toMatchObject({
      ok: false,
      field: 'email',
    });
  });

  it('answers a sign-up for a taken email like a new one (no account is revealed)', async () => {
    const email = `taken-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const first = await post('/api/auth/sign-up/email', { name: 'One', email, password: PASSWORD });
    const second = await post('/api/auth/sign-up/email', { name: 'Two', email, password: PASSWORD });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toMatchObject({ token: null, user: { email } });
  });
});

describe('turning REQUIRE_EMAIL_VERIFICATION on later', () => {
  it('keeps every account made before signing in, and none of them becomes linkable to a provider', async () => {
    const mail = await startMailCatcher();
    const provider = await startTestProvider({
      claims: (sub) => ({ email: `${sub}@idp.example.test`, email_verified: true, name: sub }),
    });
    const database = await createTestDatabase();
    const env = { ...provider.env, SMTP_URL: mail.url, MAIL_FROM: 'plan@example.test', PUBLIC_URL };
    try {
      const before = await buildTestApp({}, env, database);
      const email = 'grand@idp.example.test';
      await signUp(before.app, { email, password: PASSWORD });
      const madeByOperator = 'olive@idp.example.test';
      await addLocalUser(before.app.auth, { email: madeByOperator, name: 'Olive', password: PASSWORD });
      await before.close();

      const after = await buildTestApp({}, { ...env, REQUIRE_EMAIL_VERIFICATION: 'true' }, database);
      try {
        for (const address of [email, madeByOperator]) {
          const signIn = await after.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: sameOrigin,
            payload: { email: address, password: PASSWORD },
          });
          expect(signIn.statusCode, `${address}: ${signIn.body}`).toBe(200);
        }
        // The provider vouches for the address, but the local account never proved it: not joined.
        expect((await signInThroughProvider(after.app, 'grand')).error).toBe('account_not_linked');
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      await provider.close();
      await mail.close();
    }
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
