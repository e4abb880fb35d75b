import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETED_RETENTION_MS, DAY_MS, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, snapshotAs } from '../../test/support/tasks';
import { listenForSockets, openLive, RefusedUpgrade, type LiveClient } from '../../test/support/live-client';
import { cleanupCompletedTasks } from '../tasks';

const T0 = Date.UTC(2026, 10, 26, 9);

/** `/api/live?since=V`: a device that held version V gets what it missed, not the whole list. */
describe('GET /api/live?since=', () => {
  let clock = T0;
  let url: string;
  const open: LiveClient[] = [];
  const t = useTestApp({ now: () => clock });
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
  });
  const resume = async (user: SignedInUser, since: number | string) => {
    const client = await openLive(`${url}?since=${since}`, { cookie: user.cookie });
    open.push(client);
    return client;
  };
  const send = (user: SignedInUser, method: 'PATCH' | 'DELETE', id: string, payload?: object) =>
    user.inject({ method, url: `/api/tasks/${id}`, payload });

  it('starts with one changes message: every task changed or deleted after V, then live changes', async () => {
    const user = await signUp(t.app);
    const [kept, edited, deleted] = [
      await createTaskAs(user, { text: 'kept' }),
      await createTaskAs(user, { text: 'edited' }),
      await createTaskAs(user, { text: 'deleted' }),
    ];
    const { version: held } = await snapshotAs(user); // 3: the device goes offline here
    const edit = (await send(user, 'PATCH', edited.id, { text: 'edited, offline' })).json<Task>();
    await send(user, 'DELETE', deleted.id);
    const added = await createTaskAs(user, { text: 'added' });
    const created = await createTaskAs(user, { text: 'created then deleted' });
    await send(user, 'DELETE', created.id);

    const client = await resume(user, held);
    const first = await client.take('changes');
    expect(first).toEqual({
      type: 'changes',
      upserts: [edit, added],
      deletes: [deleted.id, created.id],
      since: held,
      version: 8,
    });
    expect(first.upserts.map((task) => task.id)).not.toContain(kept.id);
    expect(client.messages.map((m) => m.type)).toEqual(['changes']);
    const next = await createTaskAs(user, { text: 'next' });
    expect(await client.take('changes')).toEqual({
      type: 'changes',
      upserts: [next],
      deletes: [],
      since: 8,
      version: 9,
    });
  });

  it('answers a client that is up to date with an empty changes message', async () => {
    const user = await signUp(t.app);
    await createTaskAs(user);
    const client = await resume(user, 1);
    expect(await client.take('changes')).toEqual({ type: 'changes', upserts: [], deletes: [], since: 1, version: 1 });
  });

  it('sends a snapshot when V is ahead of the server (another server, a restored backup)', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    const client = await resume(user, 99);
    expect(await client.take('snapshot')).toEqual({ type: 'snapshot', tasks: [task], version: 1 });
  });

  it('sends a snapshot when tasks were removed for good after V, which no row can tell', async () => {
    const user = await signUp(t.app);
    const done = await createTaskAs(user, { text: 'done' });
    await send(user, 'PATCH', done.id, { completed: true });
    const left = await createTaskAs(user, { text: 'left' });
    clock = T0 + COMPLETED_RETENTION_MS + DAY_MS;
    await cleanupCompletedTasks(t.app); // version 4: 'done' is gone, the floor is 4
    try {
      const stale = await resume(user, 3);
      expect(await stale.take('snapshot')).toEqual({ type: 'snapshot', tasks: [left], version: 4 });
      const fresh = await resume(user, 4);
      expect(await fresh.take('changes')).toMatchObject({ since: 4, version: 4, upserts: [], deletes: [] });
    } finally {
      clock = T0;
    }
  });

  it.each(['-1', '1.5', 'abc', '1e3', '', '0x10', '12345678901234567'])(
    'refuses since=%s with HTTP 400 before upgrading',
    async (since) => {
      const user = await signUp(t.app);
      await expect(resume(user, since)).rejects.toEqual(new RefusedUpgrade(400));
      const res = await user.inject({ method: 'GET', url: `/api/live?since=${since}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringContaining('since'), field: 'since' });
    },
  );
});
