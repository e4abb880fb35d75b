import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test/support/test-app';
import { HEARTBEAT_INTERVAL_MS } from './live-routes';
import { listenForSockets, openLive } from '../../test/support/live-client';

describe('live heartbeat', () => {
  let t: TestApp;
  let url: string;
  let user: SignedInUser;
  beforeEach(async () => {
    // Only intervals are fake: sockets, the database and timeouts run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp();
    url = await listenForSockets(t.app);
    user = await signUp(t.app);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const serverSocket = (): WebSocket => {
    const [socket] = t.app.websocketServer.clients;
    if (!socket) throw new Error('no server-side socket');
    return socket;
  };

  it('pings every 25 s and keeps a socket that answers', async () => {
    const client = await openLive(url, { cookie: user.cookie });
    await client.take('snapshot');
    for (let beat = 0; beat < 3; beat++) {
      const pong = new Promise((resolve) => serverSocket().once('pong', resolve));
      vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
      expect(client.messages.filter((m) => m.type === 'ping')).toHaveLength(beat);
      vi.advanceTimersByTime(1);
      expect(await client.take('ping')).toEqual({ type: 'ping' });
      await pong;
    }
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
  });

  it('drops a socket that stops answering pings', async () => {
    const client = await openLive(url, { cookie: user.cookie }, { autoPong: false });
    await client.take('snapshot');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await client.take('ping');
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect((await client.closed).code).toBe(1006); // terminated, no close handshake
    expect(t.app.websocketServer.clients.size).toBe(0);
  });
});
