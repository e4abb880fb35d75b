import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Day } from '@dayflow/core';
import { hearLive } from '../../lib/server-data';
import { dayStore } from './day-store';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const monday: Day = { today: '2026-06-15', carriedOver: [{ taskId: 't1', days: 1 }] };
const tuesday: Day = { today: '2026-06-16', carriedOver: [{ taskId: 't1', days: 2 }] };

describe('day store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a started day from the live stream without asking the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const uid = 'day-live';
    const store = dayStore(uid);
    hearLive(uid, { type: 'day', day: tuesday }, false);
    expect(store.get().data).toEqual(tuesday);
    hearLive(uid, { type: 'changes', upserts: [], deletes: [], since: 1, version: 2 }, false);
    hearLive(uid, { type: 'snapshot', tasks: [], version: 2 }, false); // a large change, mid-stream
    hearLive(uid, { type: 'goal', dailyGoal: 3 }, false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the day at each connection: a day may have started while the stream was down', async () => {
    const fetch = vi.fn(async () => answer(monday));
    vi.stubGlobal('fetch', fetch);
    const uid = 'day-snapshot';
    const store = dayStore(uid);
    hearLive(uid, { type: 'snapshot', tasks: [], version: 1 }, true);
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/day', expect.objectContaining({ method: 'GET' }));
    expect(store.get().data).toEqual(monday);

    // A resumed connection starts with the changes since the version held: read again too.
    fetch.mockResolvedValueOnce(answer(tuesday));
    hearLive(uid, { type: 'changes', upserts: [], deletes: [], since: 1, version: 1 }, true);
    await settle();
    expect(store.get().data).toEqual(tuesday);
  });

  it('keeps what it had when the read fails, and keeps users apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'down' }, 503)),
    );
    const uid = 'day-fail';
    const store = dayStore(uid);
    hearLive(uid, { type: 'day', day: monday }, false);
    hearLive(uid, { type: 'snapshot', tasks: [], version: 1 }, true);
    await settle();
    expect(store.get().data).toEqual(monday);
    expect(dayStore('day-other').get().data).toBeUndefined();
  });
});
