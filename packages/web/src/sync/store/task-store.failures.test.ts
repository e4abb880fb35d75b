import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { LIVE_CLOSE_UPGRADE_REQUIRED } from '@dayflow/core';
import { advance, T0, device, flush, memoryStorage, task } from '../../test/store-harness';
import type { LiveSocketHandlers } from '../browser/live-socket';
import { webSyncStorage } from '../browser/sync-storage';

let errorLog: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorLog.mockRestore();
  vi.useRealTimers();
});

/** Advances the fake clock and lets the answers that timers set off arrive. */
describe('a save that cannot reach the server', () => {
  it('keeps the change, logs once, and retries with growing delays until it gets through', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    const update = vi.spyOn(server.api, 'update');
    server.setReachable(false);
    await flush();

    phone.store.actions.setCompleted('a', true);
    await flush();
    expect(phone.find('a')?.completed).toBe(true);
    expect(phone.store.getState().status).toEqual({ state: 'offline', pending: 1 });
    expect(update).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledTimes(1);

    await advance(999);
    expect(update).toHaveBeenCalledTimes(1);
    await advance(1); // 1 s
    expect(update).toHaveBeenCalledTimes(2);
    await advance(2_000); // then 2 s
    expect(update).toHaveBeenCalledTimes(3);
    await advance(3_999); // then 4 s
    expect(update).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(update).toHaveBeenCalledTimes(4);
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(phone.find('a')?.completed).toBe(true);

    server.setReachable(true);
    await advance(8_000);
    expect(server.tasks.get('a')?.completed).toBe(true);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('also retries on 5xx and 429, without reordering what follows', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    server.failNext(503, 429);
    phone.store.actions.setCompleted('a', true);
    phone.store.actions.deleteTask('b');
    await flush();
    await advance(1_000);
    await advance(2_000);
    expect(server.requests.map((r) => [r.method, r.id, r.failedWith])).toEqual([
      ['update', 'a', 503],
      ['update', 'a', 429],
      ['update', 'a', undefined],
      ['remove', 'b', undefined],
    ]);
  });

  it('goes again at once when the live connection comes back, without waiting out the backoff', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.failNext(503, 503, 503, 503);
    phone.store.actions.setCompleted('a', true);
    await advance(1_000 + 2_000 + 4_000); // four failures: the next attempt is 8 s away
    expect(server.requests).toHaveLength(4);
    server.setReachable(false); // the socket drops ...
    server.setReachable(true); // ... and reconnects after 1 s
    await advance(1_000);
    expect(server.requests).toHaveLength(5);
    expect(server.tasks.get('a')?.completed).toBe(true);
  });
});

describe('a server error (5xx) is not being offline', () => {
  it('one 500 shows the change as syncing, never Offline, and nothing is left once it is saved', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.failNext(500);
    phone.store.actions.setCompleted('a', true);
    await flush();
    expect(phone.store.getState().status).toEqual({ state: 'syncing', pending: 1 });
    await advance(1_000);
    expect(server.tasks.get('a')?.completed).toBe(true);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('no Offline pill stays when the retry after a failure is refused instead of saved', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.setReachable(false);
    await flush();
    phone.store.actions.setCompleted('a', true);
    await flush();
    expect(phone.store.getState().status).toEqual({ state: 'offline', pending: 1 });
    server.setReachable(true);
    server.failNext(422); // the server answers again, with a refusal
    await advance(1_000);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });
});

describe('a change the server refuses (4xx)', () => {
  it('is dropped, logged, and the tasks are reloaded so the screen shows the truth', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', text: 'Original' }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    server.failNext(422);
    phone.store.actions.editTask('a', { text: 'Refused', priority: 'High' });
    phone.store.actions.setCompleted('b', true);
    await flush();

    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(phone.find('Refused')).toBeUndefined();
    expect(phone.find('Original')).toMatchObject({ priority: 'Medium' });
    expect(server.requests.map((r) => [r.method, r.failedWith])).toEqual([
      ['update', 422],
      ['list', undefined],
      ['update', undefined],
    ]);
    expect(server.tasks.get('b')?.completed).toBe(true);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('drops the changes queued behind a refused create', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    server.failNext(400);
    phone.store.actions.addTask({ text: 'Bad', section: 'today' });
    const tempId = phone.find('Bad')!.id;
    phone.store.actions.setCompleted(tempId, true);
    phone.store.actions.addTask({ text: 'Good', section: 'today' });
    await flush();
    expect(phone.texts()).toEqual(['Good']);
    expect(server.requests.map((r) => [r.method, r.failedWith])).toEqual([
      ['create', 400],
      ['list', undefined],
      ['create', undefined],
    ]);
  });
});

describe('a 401', () => {
  it('stops syncing, keeps the change for later, and tells the app to sign in again', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const onUnauthorized = vi.fn();
    const phone = device(server, { onUnauthorized });
    await flush();
    server.failNext(401);
    phone.store.actions.setCompleted('a', true);
    await flush();

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(server.connections).toBe(0);
    expect(phone.store.getState().status).toEqual({ state: 'offline', pending: 1 });
    await advance(60_000);
    expect(server.requests.map((r) => r.failedWith)).toEqual([401]); // nothing after it
    expect(phone.find('a')?.completed).toBe(true);
  });

  it('is found over HTTP when the live socket cannot open', async () => {
    const server = new MemoryTaskServer();
    const onUnauthorized = vi.fn();
    server.failNext(401);
    // Refused like a 401 upgrade: the browser only sees the socket close.
    device(server, {
      onUnauthorized,
      openLiveSocket: (handlers) => {
        queueMicrotask(() => handlers.onClose());
        return { close: () => {} };
      },
    });
    await flush();
    expect(server.requests).toEqual([{ method: 'list', failedWith: 401 }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a server that speaks a newer sync protocol', () => {
  it('refusing a save (426): sending stops, the change stays stored for the new version, the app is told', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const storage = memoryStorage();
    const onUpgradeRequired = vi.fn();
    const phone = device(server, { storage: webSyncStorage('u', storage), onUpgradeRequired });
    await flush();
    server.failNext(426);
    phone.store.actions.setCompleted('a', true);
    phone.store.actions.editTask('a', { text: 'behind it', priority: 'High' });
    await flush();

    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(server.connections).toBe(0);
    await advance(60_000);
    expect(server.requests.map((r) => r.failedWith)).toEqual([426]); // nothing after it
    expect(phone.store.getState().status).toEqual({ state: 'offline', pending: 2 });
    // What the reloaded page finds: both changes, in order.
    expect(
      webSyncStorage('u', storage)
        .loadOutbox()
        .map((op) => op.kind),
    ).toEqual(['update', 'update']);
    expect(server.tasks.get('a')?.completed).toBe(false);
  });

  it('closing the socket with 4426: nothing is sent or reconnected after it, and a change made then is kept', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const storage = memoryStorage();
    const onUpgradeRequired = vi.fn();
    let socket: LiveSocketHandlers | undefined;
    const phone = device(server, {
      storage: webSyncStorage('u', storage),
      onUpgradeRequired,
      openLiveSocket: (handlers, since) => {
        socket = handlers;
        return server.openLiveSocket(handlers, since);
      },
    });
    await flush();
    socket!.onClose(LIVE_CLOSE_UPGRADE_REQUIRED);
    phone.store.actions.setCompleted('a', true);
    await advance(60_000);

    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(server.requests).toEqual([]);
    expect(server.connects).toHaveLength(1);
    expect(phone.find('a')?.completed).toBe(true);
    expect(webSyncStorage('u', storage).loadOutbox()).toHaveLength(1);
  });
});

describe('resetTask ("Still Need Work")', () => {
  it('restarts the timer at once and resolves when saved', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', createdAt: T0 - 5 * 86_400_000 })]);
    const phone = device(server);
    await flush();
    const done = phone.store.actions.resetTask('a');
    expect(phone.find('a')?.createdAt).toBe(T0);
    await expect(done).resolves.toBeUndefined();
    expect(server.tasks.get('a')?.createdAt).toBe(T0);
  });

  it('rejects and reverts when the server cannot be reached, instead of waiting for it', async () => {
    const old = T0 - 5 * 86_400_000;
    const server = new MemoryTaskServer([task({ id: 'a', createdAt: old }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    server.setReachable(false);

    await expect(phone.store.actions.resetTask('a')).rejects.toThrow();
    expect(phone.find('a')?.createdAt).toBe(old);

    phone.store.actions.setCompleted('b', true); // fails, so the store now knows it is offline
    await flush();
    await expect(phone.store.actions.resetTask('a')).rejects.toThrow();
    expect(phone.store.getState().status.pending).toBe(1);
  });

  it('rejects when the task is gone', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.tasks.delete('a');
    await expect(phone.store.actions.resetTask('a')).rejects.toThrow();
    await expect(phone.store.actions.resetTask('nope')).rejects.toThrow();
  });
});
