import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_USER_AGENT_LENGTH, type PushDevice } from '@dayflow/core';
import { loadConfig } from '../../config';
import { startPushService, type PushService, type TestDevice } from '../../../test/support/push-service';
import { asSession, authPost, signInAgain } from '../../../test/support/sessions';
import { newClientKey } from '../../../test/support/tasks';
import {
  buildTestApp,
  createTestDatabase,
  signUp,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app';
import { endPushSubscriptions } from '..';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('push devices: listed, removable, tied to the session that turned them on', () => {
  let clock = T0;
  let push: PushService;
  let database: TestDatabase;
  let t: TestApp;
  let ada: SignedInUser;

  beforeAll(async () => {
    push = await startPushService();
    database = await createTestDatabase();
    const env = { PUSH_SERVICE_ORIGINS: push.origin };
    const base = loadConfig({ LOG_LEVEL: 'silent', ...database.env, ...env });
    t = await buildTestApp({ now: () => clock, push: { ...base.push, agent: push.agent } }, env, database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await push?.close();
  });
  beforeEach(async () => {
    clock = T0;
    ada = await signUp(t.app);
  });

  const subscribe = async (as: SignedInUser, device: TestDevice, userAgent = PHONE_UA) => {
    const response = await as.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { 'user-agent': userAgent },
      payload: device.subscription,
    });
    expect(response.statusCode).toBe(201);
  };
  const devices = async (as: SignedInUser) => {
    const response = await as.inject({ method: 'GET', url: '/api/push/devices' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(push.origin);
    return response.json<{ devices: PushDevice[] }>().devices;
  };
  const otherSession = async (user: SignedInUser) => asSession(user, t.app, await signInAgain(t.app, user));
  const storedSessions = async (user: SignedInUser) =>
    (await t.app.db.selectFrom('push_subscriptions').select('session_id').where('uid', '=', user.id).execute()).map(
      (row) => row.session_id,
    );

  it('lists each device by browser and system, marks this one, and never gives out its endpoint', async () => {
    const laptop = await otherSession(ada);
    await subscribe(ada, push.device(), PHONE_UA);
    clock += MINUTE;
    await subscribe(laptop, push.device(), LAPTOP_UA);
    expect(await devices(ada)).toEqual([
      {
        id: expect.any(String),
        browser: 'Firefox',
        os: 'Windows',
        createdAt: T0 + MINUTE,
        lastDeliveredAt: null,
        current: false,
      },
      { id: expect.any(String), browser: 'Chrome', os: 'Android', createdAt: T0, lastDeliveredAt: null, current: true },
    ]);
    expect((await devices(laptop)).map((d) => d.current)).toEqual([true, false]);
    expect(await devices(await signUp(t.app))).toEqual([]);
  });

  it('keeps a capped user agent and names what it cannot recognise as ""', async () => {
    await subscribe(ada, push.device(), 'x'.repeat(5000));
    const [row] = await t.app.db
      .selectFrom('push_subscriptions')
      .select('user_agent')
      .where('uid', '=', ada.id)
      .execute();
    expect(row!.user_agent).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(await devices(ada)).toMatchObject([{ browser: '', os: '' }]);
  });

  it('notes when a device last received a reminder', async () => {
    const phone = push.device();
    const gone = push.device();
    await subscribe(ada, phone);
    await subscribe(ada, gone);
    push.answer(gone.id, 500);
    await ada.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: {
        clientKey: newClientKey(),
        text: 'ring',
        section: 'today',
        remindAt: new Date(T0 + MINUTE).toISOString(),
      },
    });
    clock = T0 + MINUTE;
    await t.app.sendDueReminders();
    expect((await devices(ada)).map((d) => d.lastDeliveredAt).sort()).toEqual([T0 + MINUTE, null]);
  });

  it("removes one device of the user's own; another user's id is 404", async () => {
    const grace = await signUp(t.app);
    await subscribe(ada, push.device());
    const [device] = await devices(ada);
    const remove = (as: SignedInUser) => as.inject({ method: 'DELETE', url: `/api/push/devices/${device!.id}` });
    expect((await remove(grace)).statusCode).toBe(404);
    expect(await devices(ada)).toHaveLength(1);
    expect((await remove(ada)).statusCode).toBe(204);
    expect((await remove(ada)).statusCode).toBe(404);
    expect(await devices(ada)).toEqual([]);
  });

  it('refuses personal access tokens on every push route', async () => {
    const made = await ada.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'script', scope: 'read-write' },
    });
    expect(made.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${made.json<{ token: string }>().token}` };
    for (const [method, url] of [
      ['GET', '/api/push/devices'],
      ['DELETE', '/api/push/devices/x'],
      ['GET', '/api/push/key'],
      ['POST', '/api/push/subscriptions'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer,
        payload: method === 'POST' ? push.device().subscription : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  describe('ending a session ends the devices it turned on', () => {
    it('revoke-session: the revoked session’s device stops, this one stays', async () => {
      const thief = await otherSession(ada);
      await subscribe(ada, push.device());
      await subscribe(thief, push.device(), LAPTOP_UA);
      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: ada.cookie } })
      ).json<{ token: string; userAgent: string | null }[]>();
      const mine = await devices(ada);
      const thiefToken = listed.find((s) => !ada.cookie.includes(s.token))!.token;
      expect((await authPost(t.app, ada.cookie, 'revoke-session', { token: thiefToken })).statusCode).toBe(200);
      expect(await devices(ada)).toEqual(mine.filter((d) => d.current));
    });

    it('sign-out ends only the signing-out session’s device', async () => {
      const laptop = await otherSession(ada);
      await subscribe(ada, push.device());
      await subscribe(laptop, push.device(), LAPTOP_UA);
      expect((await authPost(t.app, laptop.cookie, 'sign-out')).statusCode).toBe(200);
      expect(await devices(ada)).toMatchObject([{ browser: 'Chrome', current: true }]);
    });

    it('revoke-other-sessions keeps this session’s; revoke-sessions ends every one made by a session', async () => {
      const [laptop, tablet] = [await otherSession(ada), await otherSession(ada)];
      await subscribe(ada, push.device());
      await subscribe(laptop, push.device());
      await subscribe(tablet, push.device());
      // Made before sessions were noted: stays until a reset or sign-out everywhere.
      await t.app.db
        .updateTable('push_subscriptions')
        .set({ session_id: null })
        .where('uid', '=', ada.id)
        .where('session_id', '=', (await storedSessions(ada)).at(-1)!)
        .execute();
      expect((await authPost(t.app, ada.cookie, 'revoke-other-sessions')).statusCode).toBe(200);
      expect((await devices(ada)).map((d) => d.current).sort()).toEqual([false, true]);
      expect((await authPost(t.app, ada.cookie, 'revoke-sessions')).statusCode).toBe(200);
      expect(await storedSessions(ada)).toEqual([null]);
    });

    it('a change of password that signs out other devices keeps this browser’s device, now under its new session', async () => {
      const laptop = await otherSession(ada);
      await subscribe(ada, push.device());
      await subscribe(laptop, push.device(), LAPTOP_UA);
      const changed = await authPost(t.app, ada.cookie, 'change-password', {
        currentPassword: 'correct horse battery',
        newPassword: 'another horse battery staple',
        revokeOtherSessions: true,
      });
      expect(changed.statusCode).toBe(200);
      const renewed = asSession(
        ada,
        t.app,
        (await import('../../../test/support/test-app')).sessionCookieFrom(changed.headers['set-cookie']),
      );
      expect(await devices(renewed)).toMatchObject([{ browser: 'Chrome', current: true }]);
    });

    it('sign out everywhere keeps this session’s device and ends every other', async () => {
      const thief = await otherSession(ada);
      await subscribe(ada, push.device());
      await subscribe(thief, push.device(), LAPTOP_UA);
      const ended = await ada.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', payload: {} });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ pushDevices: 1 });
      expect(await devices(ada)).toMatchObject([{ browser: 'Chrome', current: true }]);
    });

    it('does not touch another user’s devices', async () => {
      const grace = await signUp(t.app);
      await subscribe(grace, push.device());
      await subscribe(ada, push.device());
      await authPost(t.app, ada.cookie, 'revoke-sessions');
      expect(await devices(grace)).toHaveLength(1);
    });
  });

  describe('endPushSubscriptions', () => {
    it('keeps the devices of the session named, ends every other (those of no session too), only of this user', async () => {
      const grace = await signUp(t.app);
      const laptop = await otherSession(ada);
      await subscribe(ada, push.device());
      await subscribe(laptop, push.device());
      await subscribe(grace, push.device());
      const [keep] = await t.app.db
        .selectFrom('push_subscriptions')
        .select('session_id')
        .where('uid', '=', ada.id)
        .orderBy('created_at')
        .execute();
      await t.app.db
        .insertInto('push_subscriptions')
        .values({
          id: 'old',
          uid: ada.id,
          endpoint: `${push.origin}/push/old-${ada.id}`,
          p256dh: 'x',
          auth: 'y',
          created_at: T0,
        })
        .execute();
      expect(await endPushSubscriptions(t.app.db, ada.id, { keepSessionId: keep!.session_id })).toBe(2);
      expect(await devices(ada)).toMatchObject([{ current: true }]);
      expect(await endPushSubscriptions(t.app.db, ada.id, { keepSessionId: null })).toBe(1);
      expect(await devices(grace)).toHaveLength(1);
    });
  });
});
