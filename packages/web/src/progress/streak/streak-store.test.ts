import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCachedStreak } from './streak-cache';
import { streakStore } from './streak-store';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('streak store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records a day once however often it is asked, and holds the count for every reader', async () => {
    const fetch = vi.fn(async () => answer({ count: 3, lastActive: '2026-11-23', event: 'next' }));
    vi.stubGlobal('fetch', fetch);
    const store = streakStore('user-once');
    const stopWatching = store.subscribe(() => {});
    const first = await store.recordDay('2026-11-23', 'Europe/Paris');
    const again = await store.recordDay('2026-11-23', 'Europe/Paris');
    expect(first).toMatchObject({ count: 3 });
    expect(again).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get().data ?? null).toEqual({ count: 3, lastActive: '2026-11-23' });

    await store.recordDay('2026-11-24', 'Europe/Paris');
    expect(fetch).toHaveBeenCalledTimes(2);

    // Shown anew (the planner opened again): the day is recorded again, and the server says 'same'.
    stopWatching();
    store.subscribe(() => {});
    await store.recordDay('2026-11-24', 'Europe/Paris');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps users apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ count: 1, lastActive: '2026-11-23', event: 'welcome' })),
    );
    await streakStore('user-a').recordDay('2026-11-23', 'UTC');
    expect(streakStore('user-b').get().data ?? null).toBeNull();
  });

  it('falls back to the stored streak when recording fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/streak/activity'
          ? answer({ error: 'down' }, 503)
          : answer({ count: 7, lastActive: '2026-11-22' }),
      ),
    );
    const store = streakStore('user-fallback');
    expect(await store.recordDay('2026-11-23', 'UTC')).toBeUndefined();
    expect(store.get().data ?? null).toEqual({ count: 7, lastActive: '2026-11-22' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('remembers the streak on this device, per user, and starts from it after a reload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ count: 4, lastActive: '2026-11-23', event: 'next' })),
    );
    await streakStore('user-remembered').recordDay('2026-11-23', 'UTC');
    expect(readCachedStreak('user-remembered')).toEqual({ count: 4, lastActive: '2026-11-23' });
    expect(readCachedStreak('user-someone-else')).toBeNull();
  });

  it('shows the last streak seen here while the server cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('dayflow.streak.user-offline', JSON.stringify({ count: 9, lastActive: '2026-11-22' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const store = streakStore('user-offline');
    expect(store.get().data ?? null).toEqual({ count: 9, lastActive: '2026-11-22' });
    expect(await store.recordDay('2026-11-23', 'UTC')).toBeUndefined();
    expect(store.get().data ?? null).toEqual({ count: 9, lastActive: '2026-11-22' });
    error.mockRestore();
  });

  it('ignores a cached streak it cannot read', () => {
    localStorage.setItem('dayflow.streak.user-garbled', '{"count":"many"}');
    expect(streakStore('user-garbled').get().data ?? null).toBeNull();
  });
});
