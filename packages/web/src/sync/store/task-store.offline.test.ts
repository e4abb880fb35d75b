import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkMonitor } from '../browser/network-monitor';
import { syncStorageKeys, webSyncStorage } from '../browser/sync-storage';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { advance, T0, device, flush, memoryStorage, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const board = () => [
  task({ id: 'a', order: 0 }),
  task({ id: 'b', order: 1 }),
  task({ id: 'c', order: 2 }),
  task({ id: 'x', section: 'tomorrow' }),
];

describe('reconnecting', () => {
  it('resumes from its version, with the changes made while away on top', async () => {
    const server = new MemoryTaskServer(board());
    const phone = device(server);
    await flush();
    server.setReachable(false);
    await flush();
    expect(phone.store.getState().status.state).toBe('offline');

    phone.store.actions.setCompleted('a', true);
    phone.store.actions.addTask({ text: 'Written offline', section: 'today' });
    phone.store.actions.moveTask('c', 'tomorrow', 0);
    await flush();
    // Meanwhile, through another device: b renamed, x deleted; we hear nothing of it.
    const heldVersion = server.version;
    server.writeElsewhere({ ...server.tasks.get('b')!, text: 'b renamed', updatedAt: T0 });
    server.deleteElsewhere('x');

    server.hold = true; // the outbox waits, so we can look at the snapshot alone
    server.setReachable(true);
    await advance(1_000);
    expect(server.connections).toBe(1);
    expect(server.connects).toEqual([undefined, heldVersion]);
    expect(phone.texts('today')).toEqual(['a', 'b renamed', 'Written offline']);
    expect(phone.find('a')?.completed).toBe(true);
    expect(phone.texts('tomorrow')).toEqual(['c']);

    server.hold = false;
    while (server.held.length > 0) {
      server.release();
      await flush();
    }
    await flush();
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
    expect(phone.tasks()).toEqual(server.list());
    expect(phone.texts('today')).toEqual(['a', 'b renamed', 'Written offline']);
  });

  it('tries again with growing delays while the server stays away', async () => {
    const server = new MemoryTaskServer();
    const open = vi.fn(server.openLiveSocket);
    device(server, { openLiveSocket: open });
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    server.setReachable(false);
    await flush();
    for (const [wait, total] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
      [16_000, 6],
      [30_000, 7],
      [30_000, 8],
    ]) {
      await advance(wait! - 1);
      expect(open).toHaveBeenCalledTimes(total! - 1);
      await advance(1);
      expect(open).toHaveBeenCalledTimes(total!);
    }
  });

  it('follows the browser: offline at once, back at once', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    let online = true;
    let notify: (online: boolean) => void = () => {};
    const network: NetworkMonitor = {
      isOnline: () => online,
      subscribe: (onChange) => {
        notify = onChange;
        return () => {};
      },
    };
    const phone = device(server, { network });
    await flush();
    expect(phone.store.getState().status.state).toBe('live');

    online = false;
    notify(false);
    expect(phone.store.getState().status.state).toBe('offline');
    expect(server.connections).toBe(0);

    online = true;
    notify(true);
    await flush();
    expect(server.connections).toBe(1);
    expect(phone.store.getState().status.state).toBe('live');
  });
});

describe('the outbox on this device', () => {
  it('survives a reload while offline and is sent, in order, once the server is back', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer(board());
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    server.setReachable(false);
    await flush();

    first.store.actions.addTask({ text: 'Pay rent', priority: 'High', section: 'today' });
    first.store.actions.setCompleted(first.find('Pay rent')!.id, true);
    first.store.actions.setCompleted('a', true);
    first.store.actions.editTask('b', { text: 'b, edited offline', priority: 'Low' });
    first.store.actions.moveTask('c', 'tomorrow', 1);
    first.store.actions.deleteTask('x');
    await flush();
    const seenBeforeReload = first.tasks();
    first.store.stop();

    // The reload: a new store on the same storage, showing everything before any connection.
    const second = device(server, { storage: webSyncStorage('user-1', storage), start: false });
    expect(second.tasks()).toEqual(seenBeforeReload);
    expect(second.store.getState().status).toEqual({ state: 'syncing', pending: 6 });
    second.store.start();
    await flush();
    expect(second.tasks()).toEqual(seenBeforeReload);
    expect(second.store.getState().status).toEqual({ state: 'offline', pending: 6 });
    expect(server.requests).toEqual([]);

    server.setReachable(true);
    await advance(1_000);
    const rent = second.find('Pay rent')!.id;
    expect(server.requests.map((r) => [r.method, r.id])).toEqual([
      ['create', undefined],
      ['update', rent],
      ['update', 'a'],
      ['update', 'b'],
      ['move', 'c'],
      ['remove', 'x'],
    ]);
    expect(second.store.getState().status).toEqual({ state: 'live', pending: 0 });
    expect(second.tasks()).toEqual(server.list());
    const other = device(server);
    await flush();
    expect(other.tasks()).toEqual(second.tasks());
    expect(other.find('Pay rent')).toMatchObject({ completed: true, priority: 'High' });
    expect(other.texts('tomorrow')).toEqual(['c']);
    expect(storage.getItem(syncStorageKeys('user-1').outbox)).toBeNull();
  });

  it('sends a create again after a reload with the same id, so it is never doubled', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer();
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    server.hold = true;
    first.store.actions.addTask({ text: 'Only once', section: 'today' });
    await flush();
    server.held.shift()!.commit(); // saved, but the page reloads before the answer arrives
    first.store.stop();
    server.hold = false;

    const second = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    expect(server.tasks.size).toBe(1);
    expect(second.texts()).toEqual(['Only once']);
    expect(second.store.getState().status.pending).toBe(0);
  });

  it('is kept per user, and unreadable saved data is ignored', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    server.setReachable(false);
    const mine = device(server, { storage: webSyncStorage('user-1', storage) });
    mine.store.actions.setCompleted('a', true); // not visible yet: nothing known offline
    mine.store.actions.addTask({ text: 'Mine', section: 'today' });
    await flush();

    expect(device(server, { storage: webSyncStorage('user-2', storage), start: false }).tasks()).toEqual([]);
    storage.setItem(syncStorageKeys('user-3').tasks, '{not json');
    storage.setItem(syncStorageKeys('user-3').outbox, JSON.stringify([{ kind: 'create', opId: 1 }, 'junk']));
    expect(device(server, { storage: webSyncStorage('user-3', storage), start: false }).tasks()).toEqual([]);
    expect(device(server, { storage: webSyncStorage('user-1', storage), start: false }).texts()).toEqual(['Mine']);
  });

  it('does not keep a "Still Need Work" across a reload: its caller is gone', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    server.hold = true;
    void first.store.actions.resetTask('a').catch(() => {});
    expect(first.store.getState().status.pending).toBe(1);
    expect(storage.getItem(syncStorageKeys('user-1').outbox)).toBeNull();
  });

  it('drops a stored change whose task was never created, and sends the rest', async () => {
    const storage = memoryStorage();
    storage.setItem(
      syncStorageKeys('user-1').outbox,
      JSON.stringify([
        { kind: 'update', opId: 'op1', taskId: 'temp-lost', at: T0, changes: { completed: true } },
        { kind: 'update', opId: 'op2', taskId: 'a', at: T0, changes: { completed: true } },
      ]),
    );
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    expect(server.requests).toEqual([{ method: 'update', id: 'a', body: { completed: true } }]);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });
});

describe('starting and stopping (React runs effects twice in development)', () => {
  it('sends each change once across a stop and a start', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    phone.store.actions.setCompleted('a', true); // in flight during the stop
    phone.store.stop();
    phone.store.start();
    await flush();
    expect(server.requests.map((r) => r.method)).toEqual(['update']);
    expect(server.connections).toBe(1);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });
});
