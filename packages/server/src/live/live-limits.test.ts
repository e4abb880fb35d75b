import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { LIVE_CLOSE_TOO_MANY_SOCKETS, MAX_TASK_TEXT_LENGTH, type LiveMessage, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { createTaskAs } from '../../test/support/tasks';
import { MAX_UNSENT_BYTES } from './user-socket';
import { MAX_LIVE_SOCKETS_PER_USER } from './user-sockets';

// One user must not be able to make the server hold unbounded memory: 2,000 sockets that never
// read, each sent every change, took a server from 609 MB to 1.5 GB.
describe('live socket limits', () => {
  let url: string;
  const open: LiveClient[] = [];
  const connect = async (user: SignedInUser) => {
    const client = await openLive(url, { cookie: user.cookie });
    open.push(client);
    await client.take('snapshot');
    return client;
  };
  /** The server's side of the socket opened last. */
  const newestServerSocket = (): WebSocket => [...t.app.websocketServer.clients].at(-1)!;
  const t = useTestApp();
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const client of open) client.socket.terminate();
  });

  it(`keeps ${MAX_LIVE_SOCKETS_PER_USER} sockets per user: the next one closes the oldest with a code the tab obeys`, async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const othersTab = await connect(other);
    const tabs: LiveClient[] = [];
    for (let i = 0; i < MAX_LIVE_SOCKETS_PER_USER; i++) tabs.push(await connect(user));
    const newest = await connect(user);

    expect(await tabs[0]!.closed).toEqual({ code: LIVE_CLOSE_TOO_MANY_SOCKETS, reason: 'Too many live connections' });
    const task = await createTaskAs(user, { text: 'after the cap' });
    for (const tab of [tabs[1]!, tabs.at(-1)!, newest]) await tab.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(tabs.slice(1).every((tab) => tab.socket.readyState === tab.socket.OPEN)).toBe(true);
    const own = await createTaskAs(other, { text: 'unaffected' });
    await othersTab.take('changes', (m) => m.upserts[0]?.id === own.id);
  });

  it('drops a socket that stops reading once its backlog passes the bound, and keeps serving the others', async () => {
    const user = await signUp(t.app);
    const long = 'x'.repeat(MAX_TASK_TEXT_LENGTH - 10);
    const tasks: Task[] = [];
    for (let i = 0; i < 40; i++) tasks.push(await createTaskAs(user, { text: `${i} ${long}` }));
    const healthy = await connect(user);
    const slow = await connect(user);
    const slowOnServer = newestServerSocket();
    let backlogAtDrop: number | undefined;
    const terminate = slowOnServer.terminate.bind(slowOnServer);
    slowOnServer.terminate = () => {
      backlogAtDrop ??= slowOnServer.bufferedAmount;
      terminate();
    };
    slow.socket.pause(); // stops reading: the kernel's buffers fill, then the server's

    // ~80 KB per message: on PostgreSQL too big for NOTIFY, so each becomes a snapshot of as much.
    // The user's whole list again and again, at the version it is at: a socket forwards a
    // `changes` message only when it brings a version the client lacks, a snapshot always.
    const big: LiveMessage = { type: 'snapshot', tasks, version: tasks.at(-1)!.version! };
    for (let i = 0; i < 2_000 && backlogAtDrop === undefined; i++) {
      await t.app.liveBus.publish(user.id, big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.waitFor(() => expect(t.app.websocketServer.clients.has(slowOnServer)).toBe(false));
    const snapshotBytes = JSON.stringify(big).length;
    expect(backlogAtDrop).toBeGreaterThan(MAX_UNSENT_BYTES);
    // One message past the bound at most: the check runs before every send.
    expect(backlogAtDrop).toBeLessThanOrEqual(MAX_UNSENT_BYTES + 2 * snapshotBytes + JSON.stringify(big).length);

    const after = await createTaskAs(user, { text: 'after the drop' });
    await healthy.take('changes', (m) => m.upserts[0]?.id === after.id);
  });
});
