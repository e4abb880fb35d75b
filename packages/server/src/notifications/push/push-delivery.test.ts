import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  NOTIFICATION_ICON,
  REMINDER_PUSH_TTL_S,
  type ReminderPush,
  type Task,
} from '@dayflow/core';
import { loadConfig } from '../../config';
import { startPushService, verifyVapid, type PushService, type TestDevice } from '../../../test/support/push-service';
import { newClientKey } from '../../../test/support/tasks';
import {
  buildTestApp,
  createTestDatabase,
  signUp,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const SUBJECT = 'mailto:ops@example.test';

describe('reminders by Web Push', () => {
  let clock = T0;
  let push: PushService;
  let database: TestDatabase;
  let t: TestApp;
  let ada: SignedInUser;
  let phone: TestDevice;
  let laptop: TestDevice;
  /** An instance on the shared database, trusting the local push service and listing its origin. */
  const instance = () => {
    const env = { PUSH_SERVICE_ORIGINS: push.origin, VAPID_SUBJECT: SUBJECT };
    const base = loadConfig({ LOG_LEVEL: 'silent', ...database.env, ...env });
    return buildTestApp({ now: () => clock, push: { ...base.push, agent: push.agent } }, env, database);
  };

  beforeAll(async () => {
    push = await startPushService();
    database = await createTestDatabase();
    t = await instance();
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await push?.close();
  });

  beforeEach(async () => {
    clock = T0;
    ada = await signUp(t.app);
    phone = push.device();
    laptop = push.device();
    push.received.length = 0;
  });

  const subscribe = (user: SignedInUser, device: TestDevice | TestDevice['subscription']) =>
    user.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: 'subscription' in device ? device.subscription : device,
    });
  const remind = async (user: SignedInUser, text: string, at: number) => {
    const response = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text, section: 'today', remindAt: new Date(at).toISOString() },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  };
  const receivedBy = (device: TestDevice) => push.received.filter((p) => p.device === device.id);
  const publicKey = async () =>
    (await ada.inject({ method: 'GET', url: '/api/push/key' })).json<{ publicKey: string }>().publicKey;

  it('gives out an uncompressed P-256 public key', async () => {
    expect(Buffer.from(await publicKey(), 'base64url')).toHaveLength(65);
  });

  it('sends each reminder on time, never early, once, to every device, encrypted and signed', async () => {
    expect((await subscribe(ada, phone)).statusCode).toBe(201);
    expect((await subscribe(ada, laptop)).statusCode).toBe(201);
    const task = await remind(ada, 'Call Ada about the engine', T0 + 5 * MINUTE);

    clock = T0 + 5 * MINUTE - 1;
    expect(await t.app.sendDueReminders()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(0);

    clock = T0 + 5 * MINUTE;
    expect(await t.app.sendDueReminders()).toEqual({ sent: 1, missed: 0, pushes: 2 });
    for (const device of [phone, laptop]) {
      const [received] = receivedBy(device);
      expect(received, `a push for ${device.id}`).toBeDefined();
      const message = JSON.parse(device.decrypt(received!.body)) as ReminderPush;
      expect(message).toEqual({
        type: 'reminder',
        taskId: task.id,
        text: task.text,
        remindAt: task.remindAt,
        title: 'Reminder · Today',
        icon: NOTIFICATION_ICON,
        labels: { done: 'Done', snooze: 'Snooze 10 min' },
        snoozeMs: 600_000,
      });
      expect(received!.headers.ttl).toBe(String(REMINDER_PUSH_TTL_S));
      expect(received!.headers.urgency).toBe('high');
      expect(received!.headers['content-encoding']).toBe('aes128gcm');
      const claims = verifyVapid(String(received!.headers.authorization), await publicKey());
      expect(claims.aud).toBe(push.origin);
      expect(claims.sub).toBe(SUBJECT);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    }

    clock += 10 * MINUTE;
    expect(await t.app.sendDueReminders()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(2);
  });

  it('sends nothing for a completed, cleared or someone else’s reminder', async () => {
    const grace = await signUp(t.app);
    await subscribe(ada, phone);
    await subscribe(grace, laptop);
    const done = await remind(ada, 'done already', T0 + MINUTE);
    const cleared = await remind(ada, 'no longer', T0 + MINUTE);
    await ada.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    await ada.inject({ method: 'PATCH', url: `/api/tasks/${cleared.id}`, payload: { remindAt: null } });
    await remind(grace, 'for Grace', T0 + MINUTE);
    clock = T0 + MINUTE;
    await t.app.sendDueReminders();
    expect(receivedBy(phone)).toHaveLength(0);
    expect(receivedBy(laptop).map((p) => (JSON.parse(laptop.decrypt(p.body)) as ReminderPush).text)).toEqual([
      'for Grace',
    ]);
  });

  it('marks a reminder more than an hour late as missed, without sending it', async () => {
    await subscribe(ada, phone);
    const late = await remind(ada, 'fell due while down', T0 + MINUTE);
    const recent = await remind(ada, 'fell due just now', T0 + 50 * MINUTE);
    clock = T0 + 61 * MINUTE + 1;
    expect(await t.app.sendDueReminders()).toEqual({ sent: 1, missed: 1, pushes: 1 });
    const tasks = (await ada.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: Task[] }>().tasks;
    expect(tasks.find((x) => x.id === late.id)?.reminderMissed).toBe(true);
    expect(tasks.find((x) => x.id === recent.id)?.reminderMissed).toBe(false);
    expect(receivedBy(phone).map((p) => (JSON.parse(phone.decrypt(p.body)) as ReminderPush).taskId)).toEqual([
      recent.id,
    ]);
  });

  it('sends at start what fell due while down, and after a restart sends nothing twice', async () => {
    await subscribe(ada, phone);
    await remind(ada, 'before the restart', T0 + MINUTE);
    clock = T0 + 2 * MINUTE;
    await t.app.sendDueReminders();
    await remind(ada, 'while down', T0 + 3 * MINUTE);
    await t.app.close();
    clock = T0 + 20 * MINUTE;
    t = await instance();
    await t.app.sendDueReminders();
    await t.app.sendDueReminders();
    expect(receivedBy(phone).map((p) => (JSON.parse(phone.decrypt(p.body)) as ReminderPush).text)).toEqual([
      'before the restart',
      'while down',
    ]);
  });

  it('deletes a subscription the push service calls gone (410, 404)', async () => {
    await subscribe(ada, phone);
    await subscribe(ada, laptop);
    push.answer(phone.id, 410);
    push.answer(laptop.id, 404);
    await remind(ada, 'first', T0 + MINUTE);
    await remind(ada, 'second', T0 + 2 * MINUTE);
    clock = T0 + MINUTE;
    await t.app.sendDueReminders();
    clock = T0 + 2 * MINUTE;
    expect(await t.app.sendDueReminders()).toEqual({ sent: 1, missed: 0, pushes: 0 });
    expect(push.received).toHaveLength(2);
    const left = await t.app.db.selectFrom('push_subscriptions').select('id').where('uid', '=', ada.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses any endpoint outside the push services with a 400 naming endpoint, and never calls it', async () => {
    const other = push.origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
    for (const endpoint of [
      `${other}/push/x`,
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'file:///etc/passwd',
    ]) {
      const response = await subscribe(ada, { ...phone.subscription, endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({ field: 'endpoint' });
    }
    await remind(ada, 'nobody hears this', T0 + MINUTE);
    clock = T0 + MINUTE;
    expect(await t.app.sendDueReminders()).toEqual({ sent: 1, missed: 0, pushes: 0 });
    expect(push.received).toHaveLength(0);
  });

  it('never sends to a stored endpoint outside the allow-list, however it got there', async () => {
    // A listener that counts connections: any attempt to send would open one, TLS or not.
    let connections = 0;
    const trap = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapOrigin = `https://127.0.0.1:${(trap.address() as net.AddressInfo).port}`;
    try {
      const refused = await subscribe(ada, { ...phone.subscription, endpoint: `${trapOrigin}/push/x` });
      expect(refused.json()).toMatchObject({ field: 'endpoint' });
      await t.app.db
        .insertInto('push_subscriptions')
        .values({
          id: crypto.randomUUID(),
          uid: ada.id,
          endpoint: `${trapOrigin}/push/${phone.id}`,
          p256dh: phone.subscription.keys.p256dh,
          auth: phone.subscription.keys.auth,
          created_at: T0,
        })
        .execute();
      await remind(ada, 'stays home', T0 + MINUTE);
      clock = T0 + MINUTE;
      expect(await t.app.sendDueReminders()).toEqual({ sent: 1, missed: 0, pushes: 0 });
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });

  it('refuses malformed keys with a 400 naming the field', async () => {
    const bad = { ...phone.subscription, keys: { p256dh: 'not base64url!', auth: phone.subscription.keys.auth } };
    const response = await subscribe(ada, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'keys.p256dh' });
  });

  it('turns one device off, only the user’s own', async () => {
    const grace = await signUp(t.app);
    await subscribe(ada, phone);
    const off = (user: SignedInUser) =>
      user.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        payload: { endpoint: phone.subscription.endpoint },
      });
    expect((await off(grace)).statusCode).toBe(404);
    expect((await off(ada)).statusCode).toBe(204);
    expect((await off(ada)).statusCode).toBe(404);
  });

  it(`caps devices at ${MAX_PUSH_SUBSCRIPTIONS} per user`, async () => {
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++) expect((await subscribe(ada, push.device())).statusCode).toBe(201);
    const over = await subscribe(ada, push.device());
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      field: 'endpoint',
      error: expect.stringContaining(String(MAX_PUSH_SUBSCRIPTIONS)),
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(401);
  });
});
