import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import {
  buildTestApp,
  createTestDatabase,
  onPostgres,
  signUp,
  type TestApp,
  type TestDatabase,
} from '../../test/support/test-app';
import { createTaskAs, snapshotAs } from '../../test/support/tasks';
import { asSession } from '../../test/support/sessions';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';

// The change feed on two instances sharing one PostgreSQL: the counter's row lock must order one
// user's writes whichever instance takes them, and a device must be able to resume on either.
describe.runIf(onPostgres)('the change feed across instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await buildTestApp({}, {}, database);
    b = await buildTestApp({}, {}, database);
    urlB = await listenForSockets(b.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await a?.close();
    await b?.close();
    await database?.drop();
  });

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
