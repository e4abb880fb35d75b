import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_SESSION_ENDED, PASSWORD_RESET_PATH } from '@dayflow/core';
import {
  PASSWORD,
  PUSH_ORIGIN,
  doorsState,
  openDoors,
  post,
  signInTrusted,
  trustSkipsCode,
  turnOnTotp,
} from '../../test/support/account-doors';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { startMailCatcher, linkIn, type MailCatcher } from '../../test/support/mail-catcher';
import { asSession, meStatus } from '../../test/support/sessions';
import { createTaskAs } from '../../test/support/tasks';
import { buildTestApp, sessionCookieFrom, signUp, type TestApp } from '../../test/support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const NEW_PASSWORD = 'quiet orchard at dawn';
const freshEmail = () => `doors-${crypto.randomBytes(5).toString('hex')}@example.test`;

/**
 * Issue 37's attacker: with a stolen session cookie they make a read-write token, a calendar link
 * and a push device, and (having seen a code once) a trusted device. Whatever the owner does to
 * take the account back (a reset through the mailed link, a password change, sign out
 * everywhere) must shut all of it, and every older reset link too.
 */
describe('every door ends with a reset, a change or sign out everywhere', () => {
  let mail: MailCatcher;
  let t: TestApp;
  let liveUrl: string;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp(
      {},
      { SMTP_URL: mail.url, MAIL_FROM: 'Dayflow <plan@example.test>', PUBLIC_URL, PUSH_SERVICE_ORIGINS: PUSH_ORIGIN },
    );
    liveUrl = await listenForSockets(t.app);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
    await mail?.close();
  });
  const connect = async (cookie: string) => {
    const client = await openLive(liveUrl, { cookie });
    sockets.push(client);
    await client.take('snapshot');
    return client;
  };

  /** A reset link as mailed: its token, as our reset page receives it. */
  async function mailedResetToken(email: string): Promise<string> {
    expect((await post(t.app, '/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const link = new URL(linkIn(await mail.next(email), `${PUBLIC_URL}/api/auth/reset-password/`));
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const page = new URL(String(opened.headers.location), PUBLIC_URL);
    expect(page.pathname).toBe(PASSWORD_RESET_PATH);
    return page.searchParams.get('token')!;
  }

  /** The owner with two-factor on, a thief's session (a stolen cookie) with every door open. */
  async function victim() {
    const signedUp = await signUp(t.app, { email: freshEmail() });
    const { secret, cookie } = await turnOnTotp(t.app, signedUp.cookie);
    const owner = asSession(signedUp, t.app, cookie);
    const thief = await signInTrusted(t.app, owner.email, secret);
    const doors = await openDoors(t.app, asSession(owner, t.app, thief.session));
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 200, calendar: 200, pushDevices: 1 });
    return { owner, secret, thief, doors };
  }

  it('a reset through the mailed link ends every session, token, link, push device, trusted device and older link', async () => {
    const { owner, thief, doors } = await victim();
    const thiefTab = await connect(thief.session);
    const older = await mailedResetToken(owner.email);
    const used = await mailedResetToken(owner.email);

    const reset = await post(t.app, '/api/auth/reset-password', { token: used, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await meStatus(t.app, owner.cookie)).toBe(401);
    expect(await meStatus(t.app, thief.session)).toBe(401);
    expect((await thiefTab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 401, calendar: 404, pushDevices: 0 });
    expect((await trustSkipsCode(t.app, owner.email, thief.trust, NEW_PASSWORD)).skips).toBe(false);
    const again = await post(t.app, '/api/auth/reset-password', { token: older, newPassword: 'tidal violet harbour' });
    expect(again.statusCode).toBe(400);
  });

  it('a change with "sign out other devices" ends all of it but this session and this browser’s trust', async () => {
    const { owner, secret, thief, doors } = await victim();
    const mine = await signInTrusted(t.app, owner.email, secret);
    const older = await mailedResetToken(owner.email);
    const [thiefTab, myTab] = [await connect(thief.session), await connect(mine.session)];

    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      `${mine.session}; ${mine.trust}`,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = sessionCookieFrom(changed.headers['set-cookie']);
    // This browser's tab keeps its socket under the renewed session: were it closed as "session
    // ended", the tab would ask over HTTP and could do so before the answer's new cookie is in
    // place, and sign itself out. One check answers every socket of the user: the thief's close
    // says this tab's was decided too.
    expect((await thiefTab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    const task = await createTaskAs(asSession(owner, t.app, renewed), { text: 'after the change' });
    await myTab.take('changes', (m) => m.upserts[0]?.id === task.id);

    expect(await meStatus(t.app, renewed)).toBe(200);
    expect(await meStatus(t.app, thief.session)).toBe(401);
    expect(await meStatus(t.app, owner.cookie)).toBe(401);
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 401, calendar: 404, pushDevices: 0 });
    expect((await trustSkipsCode(t.app, owner.email, thief.trust, NEW_PASSWORD)).skips).toBe(false);
    expect((await trustSkipsCode(t.app, owner.email, mine.trust, NEW_PASSWORD)).skips).toBe(true);
    const late = await post(t.app, '/api/auth/reset-password', { token: older, newPassword: 'tidal violet harbour' });
    expect(late.statusCode).toBe(400);
  });

  it('a change that keeps other devices signed in still ends every reset link', async () => {
    const { owner, doors } = await victim();
    const older = await mailedResetToken(owner.email);
    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      owner.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await post(t.app, '/api/auth/reset-password', { token: older, newPassword: 'tidal violet harbour' });
    expect(late.statusCode).toBe(400);
    // What the owner chose to keep stays: the other devices and what they made.
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 200, calendar: 200, pushDevices: 1 });
  });

  it('sign out everywhere ends every door but this session and this browser’s trust, and counts them', async () => {
    const { owner, secret, thief, doors } = await victim();
    const mine = await signInTrusted(t.app, owner.email, secret);
    await mailedResetToken(owner.email);
    const [thiefTab, myTab] = [await connect(thief.session), await connect(mine.session)];

    const ended = await post(t.app, '/api/account/sign-out-everywhere', {}, `${mine.session}; ${mine.trust}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({
      sessions: 2,
      tokens: 1,
      calendarLink: 1,
      pushDevices: 1,
      trustedDevices: 1,
      resetLinks: 1,
    });

    expect(await meStatus(t.app, mine.session)).toBe(200);
    expect(await meStatus(t.app, thief.session)).toBe(401);
    expect(await meStatus(t.app, owner.cookie)).toBe(401);
    expect((await thiefTab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    const task = await createTaskAs(asSession(owner, t.app, mine.session), { text: 'still mine' });
    await myTab.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 401, calendar: 404, pushDevices: 0 });
    expect((await trustSkipsCode(t.app, owner.email, thief.trust)).skips).toBe(false);
    expect((await trustSkipsCode(t.app, owner.email, mine.trust)).skips).toBe(true);
  });

  it('"sign out other devices" ends their trusted devices too, not this browser’s', async () => {
    const { owner, secret, thief } = await victim();
    const mine = await signInTrusted(t.app, owner.email, secret);
    const revoked = await post(t.app, '/api/auth/revoke-other-sessions', {}, `${mine.session}; ${mine.trust}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await meStatus(t.app, thief.session)).toBe(401);
    expect((await trustSkipsCode(t.app, owner.email, thief.trust)).skips).toBe(false);
    expect((await trustSkipsCode(t.app, owner.email, mine.trust)).skips).toBe(true);
  });

  it('sign out everywhere refuses a token and a signed-out caller', async () => {
    const { owner, doors } = await victim();
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { authorization: `Bearer ${doors.token}` },
      payload: {},
    });
    expect(byToken.statusCode).toBe(403);
    expect((await post(t.app, '/api/account/sign-out-everywhere', {})).statusCode).toBe(401);
    const extra = await post(t.app, '/api/account/sign-out-everywhere', { everyone: true }, owner.cookie);
    expect(extra.statusCode).toBe(400);
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 200, calendar: 200, pushDevices: 1 });
  });
});
