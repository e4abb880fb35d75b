import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { LIVE_CLOSE_SESSION_ENDED, MAX_TASK_TEXT_LENGTH, type Task } from '@dayflow/core';
import {
  buildTestApp,
  createTestDatabase,
  onPostgres,
  signUp,
  testDatabaseUrl,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../../test/support/test-app';
import { createTaskAs, snapshotAs } from '../../test/support/tasks';
import { channelFor } from './pg-bus';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { asSession, authPost, meStatus, signInAgain, tokenOf } from '../../test/support/sessions';

// Two server instances on one PostgreSQL schema, as behind a load balancer. Only meaningful on
// PostgreSQL (`npm run test:pg`); SQLite is one process by design.
describe.runIf(onPostgres)('live sync across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: LiveClient[] = [];
  const connect = async (url: string, user: SignedInUser) => {
    const client = await openLive(url, { cookie: user.cookie });
    sockets.push(client);
    await client.take('snapshot');
    return client;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await buildTestApp({}, {}, database);
    b = await buildTestApp({}, {}, database);
    urlA = await listenForSockets(a.app);
    urlB = await listenForSockets(b.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('delivers a change made through instance A to a socket on instance B, once on each instance', async () => {
    const user = await signUp(a.app);
    const onA = await connect(urlA, user);
    const onB = await connect(urlB, user);
    const task = await createTaskAs(user, { text: 'from A', section: 'today' });
    const expected = { type: 'changes', upserts: [task], deletes: [], since: 0, version: 1 };
    expect(await onB.take('changes')).toEqual(expected);
    expect(await onA.take('changes')).toEqual(expected);

    const marker = await createTaskAs(user, { text: 'marker' });
    await onA.take('changes', (m) => m.upserts[0]?.id === marker.id);
    await onB.take('changes', (m) => m.upserts[0]?.id === marker.id);
    expect(onA.messages).toHaveLength(3);
    expect(onB.messages).toHaveLength(3);
  });

  it("keeps one user's changes away from another user's socket on the other instance", async () => {
    const alice = await signUp(a.app);
    const bob = await signUp(a.app);
    const bobOnB = await connect(urlB, bob);
    const secret = await createTaskAs(alice, { text: 'secret' });
    const own = await createTaskAs(bob, { text: 'own' });
    expect(await bobOnB.take('changes')).toEqual({
      type: 'changes',
      upserts: [own],
      deletes: [],
      since: 0,
      version: 1,
    });
    expect(JSON.stringify(bobOnB.messages)).not.toContain(secret.id);
  });

  it('sends a fresh snapshot instead of a change too big for one notification', async () => {
    const user = await signUp(a.app);
    const long = 'x'.repeat(MAX_TASK_TEXT_LENGTH - 1);
    const tasks: Task[] = [];
    for (let i = 0; i < 6; i++) tasks.push(await createTaskAs(user, { text: `${i}${long}`, section: 'today' }));
    const onB = await connect(urlB, user);
    // Orders 0..5 leave no room below the fourth: the move renumbers the five around it.
    const moved = await user.inject({
      method: 'POST',
      url: `/api/tasks/${tasks[5]!.id}/move`,
      payload: { section: 'today', index: 3 },
    });
    expect(moved.json<{ tasks: Task[] }>().tasks).toHaveLength(5);
    const snapshot = await onB.take('snapshot');
    const expected = [tasks[0], tasks[1], tasks[2], tasks[5], tasks[3], tasks[4]];
    expect(snapshot.tasks.map((task) => task.id)).toEqual(expected.map((task) => task!.id));
    expect(onB.messages.filter((m) => m.type === 'changes')).toEqual([]);
  });

  it('closes the socket held by instance B when its session signs out through instance A', async () => {
    const user = await signUp(a.app);
    const laptop = await signInAgain(a.app, user);
    const onB = await connect(urlB, user);
    const laptopOnB = await openLive(urlB, { cookie: laptop });
    sockets.push(laptopOnB);
    await laptopOnB.take('snapshot');
    expect((await authPost(a.app, user.cookie, 'sign-out')).statusCode).toBe(200);
    expect((await onB.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    const task = await createTaskAs(asSession(user, a.app, laptop), { text: 'after sign-out' });
    await laptopOnB.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(onB.raw.join()).not.toContain(task.id);
  });

  it('a session revoked or signed out through instance A stops working on instance B at once', async () => {
    const user = await signUp(a.app);
    const [laptop, tablet] = [await signInAgain(a.app, user), await signInAgain(a.app, user)];
    // B has just checked both sessions, so a per-instance memory of them would still answer.
    expect(await meStatus(b.app, laptop)).toBe(200);
    expect(await meStatus(b.app, user.cookie)).toBe(200);
    expect((await authPost(a.app, tablet, 'revoke-session', { token: tokenOf(laptop) })).statusCode).toBe(200);
    expect(await meStatus(b.app, laptop)).toBe(401);
    expect((await authPost(a.app, user.cookie, 'sign-out')).statusCode).toBe(200);
    expect(await meStatus(b.app, user.cookie)).toBe(401);
    expect(await meStatus(b.app, tablet)).toBe(200);
  });

  it('reconnects a lost listener, resyncs its sockets, and keeps delivering', async () => {
    const user = await signUp(a.app);
    const onB = await connect(urlB, user);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.app.db);
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      // Kill both instances' LISTEN connections, as a database failover would.
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
        `LISTEN "${channelFor(rows[0]!.schema)}"`,
      ]);
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const missed = await createTaskAs(user, { text: 'while reconnecting' });
    // After reconnecting, B resends a snapshot (its notifications may have been lost), and
    // later changes flow again.
    await onB.take('snapshot');
    const after = await createTaskAs(user, { text: 'after' });
    await onB.take('changes', (m) => m.upserts[0]?.id === after.id);
    // The change made while the listener was down reached B one way or the other.
    const seen = onB.messages.some(
      (m) =>
        (m.type === 'snapshot' && m.tasks.some((task) => task.id === missed.id)) ||
        (m.type === 'changes' && m.upserts.some((task) => task.id === missed.id)),
    );
    expect(seen).toBe(true);
  });

  // The change feed: the counter's row lock must order one user's writes whichever instance takes
  // them, and a device must be able to resume on either.
  it('gives concurrent writes of one user through both instances distinct, gapless versions', async () => {
    const user = await signUp(a.app);
    const viaB = asSession(user, b.app, user.cookie);
    const watcher = await openLive(urlB, { cookie: user.cookie });
    sockets.push(watcher);
    await watcher.take('snapshot');
    const writes = Array.from({ length: 24 }, (_, i) => createTaskAs(i % 2 ? viaB : user, { text: `w${i}` }));
    const created = await Promise.all(writes);
    const versions = created.map((task) => task.version!).sort((p, q) => p - q);
    expect(versions).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect((await snapshotAs(viaB)).version).toBe(24);
    // The socket saw one chain without holes, whatever order the notifications came in.
    await watcher.until(() => watcher.version === 24, 'version 24');
    expect(watcher.holes).toEqual([]);
    expect([...watcher.tasks.keys()].sort()).toEqual(created.map((task) => task.id).sort());
  });

  it('resumes on instance B exactly what a device missed while writes went through A', async () => {
    const user = await signUp(a.app);
    const [kept, edited] = [await createTaskAs(user, { text: 'kept' }), await createTaskAs(user, { text: 'edited' })];
    const held = (await snapshotAs(user)).version; // the device goes offline at 2
    const edit = await user.inject({ method: 'PATCH', url: `/api/tasks/${edited.id}`, payload: { completed: true } });
    await user.inject({ method: 'DELETE', url: `/api/tasks/${kept.id}` });
    const added = await createTaskAs(user, { text: 'added' });

    const device = await openLive(`${urlB}?since=${held}`, { cookie: user.cookie });
    sockets.push(device);
    expect(await device.take('changes')).toEqual({
      type: 'changes',
      upserts: [edit.json<Task>(), added],
      deletes: [kept.id],
      since: held,
      version: 5,
    });
    const next = await createTaskAs(user, { text: 'next' });
    expect(await device.take('changes')).toEqual({
      type: 'changes',
      upserts: [next],
      deletes: [],
      since: 5,
      version: 6,
    });
    expect(device.messages.map((m) => m.type)).toEqual(['changes', 'changes']);
  });
});
