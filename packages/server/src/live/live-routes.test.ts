import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs } from '../../test/support/tasks';
import { listenForSockets, openLive, RefusedUpgrade, type LiveClient } from '../../test/support/live-client';

describe('GET /api/live', () => {
  let url: string;
  const open: LiveClient[] = [];
  const connect = async (user: SignedInUser, headers: Record<string, string> = {}) => {
    const client = await openLive(url, { cookie: user.cookie, ...headers });
    open.push(client);
    return client;
  };
  const t = useTestApp();
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
  });

  it("sends a snapshot of the signed-in user's tasks on connect", async () => {
    const user = await signUp(t.app);
    const a = await createTaskAs(user, { text: 'a', section: 'today' });
    const b = await createTaskAs(user, { text: 'b', section: 'today' });
    const client = await connect(user);
    expect(await client.take('snapshot')).toEqual({ type: 'snapshot', tasks: [a, b], version: 2 });
  });

  it('sends one changes message per create, edit, move, reset and delete', async () => {
    const user = await signUp(t.app);
    const first = await createTaskAs(user, { text: 'first', section: 'today' });
    const client = await connect(user);
    await client.take('snapshot');

    // Each is the user's next version, and says so: the changes after `since` up to `version`.
    const one = (upserts: Task[], deletes: string[], version: number) =>
      ({ type: 'changes', upserts, deletes, since: version - 1, version }) as const;
    const created = await createTaskAs(user, { text: 'second', section: 'today' });
    expect(await client.take('changes')).toEqual(one([created], [], 2));

    const patched = (
      await user.inject({ method: 'PATCH', url: `/api/tasks/${created.id}`, payload: { priority: 'High' } })
    ).json<Task>();
    expect(await client.take('changes')).toEqual(one([patched], [], 3));

    const moved = (
      await user.inject({
        method: 'POST',
        url: `/api/tasks/${created.id}/move`,
        payload: { section: 'today', index: 0 },
      })
    ).json<{ tasks: Task[] }>().tasks;
    // Only the moved task: it takes an order above the first, which keeps its own.
    expect(moved.map((task) => task.id)).toEqual([created.id]);
    expect(await client.take('changes')).toEqual(one(moved, [], 4));

    const reset = (await user.inject({ method: 'POST', url: `/api/tasks/${first.id}/reset` })).json<Task>();
    expect(await client.take('changes')).toEqual(one([reset], [], 5));

    await user.inject({ method: 'DELETE', url: `/api/tasks/${first.id}` });
    expect(await client.take('changes')).toEqual(one([], [first.id], 6));
    expect(client.holes).toEqual([]);
  });

  it('sends nothing for a no-op move', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'only' });
    const client = await connect(user);
    await client.take('snapshot');
    await user.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/move`,
      payload: { section: 'brainDump', index: 0 },
    });
    const marker = await createTaskAs(user, { text: 'marker' });
    // Messages for one user arrive in order: had the move published, it would come first. It
    // took no version either: the marker is the very next one.
    const next = { type: 'changes', upserts: [marker], deletes: [], since: task.version, version: task.version! + 1 };
    expect(await client.take('changes')).toEqual(next);
    expect(client.messages.map((m) => m.type)).toEqual(['snapshot', 'changes']);
  });

  it('publishes nothing for a retried create: the first one was versioned and published', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'only', clientKey: 'retry-key-1' });
    const client = await connect(user);
    await client.take('snapshot');
    const retried = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: 'retry-key-1', text: 'only' },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(task);
    const marker = await createTaskAs(user, { text: 'marker' });
    expect(await client.take('changes')).toMatchObject({ upserts: [marker], since: 1, version: 2 });
    expect(client.messages.map((m) => m.type)).toEqual(['snapshot', 'changes']);
  });

  it("reaches every socket of the user and never another user's", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await createTaskAs(alice, { text: 'before' });
    const [aliceTab1, aliceTab2, bobTab] = [await connect(alice), await connect(alice), await connect(bob)];
    expect((await bobTab.take('snapshot')).tasks).toEqual([]);
    await aliceTab1.take('snapshot');
    await aliceTab2.take('snapshot');

    const secret = await createTaskAs(alice, { text: 'secret' });
    for (const tab of [aliceTab1, aliceTab2]) {
      // On PostgreSQL the notification of 'before' may reach a tab after it connected.
      const change = await tab.take('changes', (m) => m.upserts.some((task) => task.id === secret.id));
      expect(change).toEqual({ type: 'changes', upserts: [secret], deletes: [], since: 1, version: 2 });
    }
    const own = await createTaskAs(bob, { text: 'bob' });
    expect(await bobTab.take('changes')).toEqual({
      type: 'changes',
      upserts: [own],
      deletes: [],
      since: 0,
      version: 1,
    });
    expect(JSON.stringify(bobTab.messages)).not.toContain(secret.id);
    expect(bobTab.messages).toHaveLength(2);
  });

  it("keeps serving the user's other sockets after one closes", async () => {
    const user = await signUp(t.app);
    const gone = await connect(user);
    const stays = await connect(user);
    await gone.take('snapshot');
    await stays.take('snapshot');
    await gone.close();
    const task = await createTaskAs(user);
    await stays.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(gone.messages).toHaveLength(1);
  });

  it('refuses an upgrade without a session with HTTP 401', async () => {
    await expect(openLive(url)).rejects.toEqual(new RefusedUpgrade(401));
    await expect(openLive(url, { cookie: 'better-auth.session_token=forged' })).rejects.toEqual(
      new RefusedUpgrade(401),
    );
  });

  it('refuses a foreign Origin with HTTP 403, and accepts our own', async () => {
    const user = await signUp(t.app);
    const refused = openLive(url, { cookie: user.cookie, origin: 'https://evil.example' });
    await expect(refused).rejects.toEqual(new RefusedUpgrade(403));
    const own = new URL(url);
    const client = await connect(user, { origin: `http://${own.host}` });
    expect((await client.take('snapshot')).tasks).toEqual([]);
  });

  it('answers a plain HTTP GET (no upgrade) without a socket', async () => {
    const user = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(401);
    expect((await user.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(404);
  });
});
