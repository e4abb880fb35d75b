import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE_UPGRADE_REQUIRED, SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, RefusedUpgrade, type LiveClient } from '../../test/support/live-client';

/** A raw socket, as an app from before the protocol (or a stale tab) opens it: every frame and the close. */
function openRaw(url: string, user: SignedInUser) {
  const socket = new WebSocket(url, { headers: { cookie: user.cookie } });
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; frames: unknown[] }>((resolve, reject) => {
    socket.once('close', (code) => resolve({ code, frames }));
    socket.once('error', reject);
  });
  return { closed };
}

describe('GET /api/live: the sync protocol', () => {
  let url: string;
  const open: LiveClient[] = [];
  const t = useTestApp();
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
  });

  it.each([
    ['an older protocol', '?protocol=0'],
    ['no protocol at all (an app from before it)', ''],
    ['an older protocol beside since', '?since=0&protocol=0'],
  ])('tells a client with %s to upgrade, then closes with 4426', async (_what, query) => {
    const user = await signUp(t.app);
    const { code, frames } = await openRaw(`${url}${query}`, user).closed;
    expect(frames).toEqual([{ type: 'upgrade-required', protocol: SYNC_PROTOCOL_VERSION }]);
    expect(code).toBe(LIVE_CLOSE_UPGRADE_REQUIRED);
  });

  it('serves a client speaking the current protocol, or a newer one', async () => {
    const user = await signUp(t.app);
    for (const protocol of [SYNC_PROTOCOL_VERSION, SYNC_PROTOCOL_VERSION + 1]) {
      const client = await openLive(`${url}?protocol=${protocol}`, { cookie: user.cookie });
      open.push(client);
      expect(await client.take('snapshot')).toEqual({ type: 'snapshot', tasks: [], version: 0 });
    }
  });

  it.each(['', 'abc', '1.0', '-1', '01'])('refuses protocol=%s with HTTP 400 before upgrading', async (protocol) => {
    const user = await signUp(t.app);
    await expect(openLive(`${url}?protocol=${protocol}`, { cookie: user.cookie })).rejects.toEqual(
      new RefusedUpgrade(400),
    );
    const res = await user.inject({ method: 'GET', url: `/api/live?protocol=${protocol}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('protocol'), field: 'protocol' });
  });

  it('still asks an older client without a session to sign in (401), not to upgrade', async () => {
    await expect(openLive(`${url}?protocol=0`)).rejects.toEqual(new RefusedUpgrade(401));
  });
});
