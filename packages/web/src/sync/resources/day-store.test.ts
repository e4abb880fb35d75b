import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Day } from '@dayflow/core';
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
    const store = dayStore('day-live');
    store.onLive({ type: 'day', day: tuesday }, false);
    expect(store.resource.get()).toEqual(tuesday);
    store.onLive({ type: 'changes', upserts: [], deletes: [], since: 1, version: 2 }, false);
    store.onLive({ type: 'snapshot', tasks: [], version: 2 }, false); // a large change, mid-stream
    store.onLive({ type: 'goal', dailyGoal: 3 }, false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the day at each connection: a day may have started while the stream was down', async () => {
    const fetch = vi.fn(async () => answer(monday));
    vi.stubGlobal('fetch', fetch);
    const store = dayStore('day-snapshot');
    store.onLive({ type: 'snapshot', tasks: [], version: 1 }, true);
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/day', expect.objectContaining({ method: 'GET' }));
    expect(store.resource.get()).toEqual(monday);

    // A resumed connection starts with the changes since the version held: read again too.
    fetch.mockResolvedValueOnce(answer(tuesday));
    store.onLive({ type: 'changes', upserts: [], deletes: [], since: 1, version: 1 }, true);
    await settle();
    expect(store.resource.get()).toEqual(tuesday);
  });

  it('keeps what it had when the read fails, and keeps users apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'down' }, 503)),
    );
    const store = dayStore('day-fail');
    store.onLive({ type: 'day', day: monday }, false);
    store.onLive({ type: 'snapshot', tasks: [], version: 1 }, true);
    await settle();
    expect(store.resource.get()).toEqual(monday);
    expect(dayStore('day-other').resource.get()).toBeNull();
  });
});
