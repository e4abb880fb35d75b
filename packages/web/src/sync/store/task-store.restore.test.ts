import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@dayflow/core';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const three = () => [
  task({ id: 'a', order: 0 }),
  task({ id: 'b', order: 1, priority: 'High' }),
  task({ id: 'c', order: 2 }),
];

describe('restoring a deleted task', () => {
  it('comes back on another device, live, between the same neighbours', async () => {
    const server = new MemoryTaskServer(three());
    const laptop = device(server);
    const phone = device(server);
    await flush();
    laptop.store.actions.deleteTask('b');
    await flush();
    expect(phone.texts()).toEqual(['a', 'c']);

    server.restoreElsewhere('b');
    await flush();
    expect(phone.texts()).toEqual(['a', 'b', 'c']);
    expect(laptop.texts()).toEqual(['a', 'b', 'c']);
    expect(phone.find('b')).toEqual(server.tasks.get('b'));
  });

  it('shows at once in its place, then is saved and reaches the other device', async () => {
    const server = new MemoryTaskServer(three());
    const laptop = device(server);
    const phone = device(server);
    await flush();
    const deleted = laptop.find('b')!;
    laptop.store.actions.deleteTask('b');
    await flush();
    server.hold = true;

    laptop.store.actions.restoreTask(deleted);
    expect(laptop.texts()).toEqual(['a', 'b', 'c']);
    expect(laptop.find('b')).toMatchObject({ priority: 'High', order: 1 });
    server.hold = false;
    server.release();
    await flush();
    // A restore is a newer version than the delete: no device needs to ask whether it is back.
    expect(server.requests).toEqual([
      { method: 'remove', id: 'b' },
      { method: 'restore', id: 'b' },
    ]);
    expect(laptop.store.getState().status.pending).toBe(0);
    expect(phone.texts()).toEqual(['a', 'b', 'c']);
  });

  it('goes to the end of its list when a newer task took its place', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    const deleted = phone.find('c')!;
    phone.store.actions.deleteTask('c');
    phone.store.actions.addTask({ text: 'new', section: 'today' });
    await flush();
    phone.store.actions.moveTask(phone.find('new')!.id, 'today', 0);
    await flush();

    phone.store.actions.restoreTask(deleted);
    expect(phone.texts()).toEqual(['new', 'a', 'b', 'c']);
    await flush();
    expect(phone.texts()).toEqual(['new', 'a', 'b', 'c']);
  });

  it('is kept through an outage and sent when the server is back', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    const deleted = phone.find('a')!;
    server.setReachable(false);
    phone.store.actions.deleteTask('a');
    phone.store.actions.restoreTask(deleted);
    expect(phone.texts()).toEqual(['a', 'b', 'c']);

    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.requests.map((r) => r.method)).toEqual(['remove', 'restore']);
    expect(phone.texts()).toEqual(['a', 'b', 'c']);
    expect(server.list().map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('brings back, in its place, a task deleted before its create was sent', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    server.setReachable(false);
    phone.store.actions.addTask({ text: 'draft', section: 'today' });
    phone.store.actions.moveTask(phone.find('draft')!.id, 'today', 1);
    const draft = phone.find('draft')!;
    phone.store.actions.deleteTask(draft.id);
    expect(phone.texts()).toEqual(['a', 'b', 'c']);

    phone.store.actions.restoreTask(draft);
    expect(phone.texts()).toEqual(['a', 'draft', 'b', 'c']);
    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.list().map((t) => t.text)).toEqual(['a', 'draft', 'b', 'c']);
  });

  it('does nothing for a task that is already back', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    phone.store.actions.restoreTask(phone.find('a')! satisfies Task);
    await flush();
    expect(server.requests.map((r) => r.method)).toEqual([]);
  });
});

describe('a deleted task and late messages', () => {
  it('stays deleted when an older change arrives after the delete, without asking the server', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    const stale = server.tasks.get('a')!;
    phone.store.actions.deleteTask('a');
    await flush();

    server.send({ type: 'changes', upserts: [stale], deletes: [], since: 0, version: stale.version! });
    await flush();
    expect(phone.texts()).toEqual(['b', 'c']);
    expect(server.requests.map((r) => r.method)).toEqual(['remove']);
  });

  it('stays deleted when a change made elsewhere just before our delete echoes after its answer', async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    // Another device renames it, then our delete is written; both echoes are late, our answer is not.
    server.loseNextMessages(2);
    const renamed = server.writeElsewhere({ ...server.tasks.get('a')!, text: 'a renamed' });
    phone.store.actions.deleteTask('a');
    await flush();
    expect(server.requests.map((r) => r.method)).toEqual(['remove']);
    expect(phone.store.getState().status.pending).toBe(0);

    const v = renamed.version!;
    server.send({ type: 'changes', upserts: [renamed], deletes: [], since: v - 1, version: v });
    await flush();
    expect(phone.texts()).toEqual(['b', 'c']);
    server.send({ type: 'changes', upserts: [], deletes: ['a'], since: v, version: v + 1 });
    await flush();
    expect(phone.texts()).toEqual(['b', 'c']);
    // Restored elsewhere: a newer version than the delete, so it is back.
    server.restoreElsewhere('a');
    await flush();
    expect(phone.texts()).toEqual(['a renamed', 'b', 'c']);
  });

  it("stays deleted when a list read before our delete arrives after its answer, by the answer's version", async () => {
    const server = new MemoryTaskServer(three());
    const phone = device(server);
    await flush();
    // Renamed elsewhere, then deleted here; neither echo comes: the answer alone says when it was.
    server.loseNextMessages(2);
    server.writeElsewhere({ ...server.tasks.get('a')!, text: 'a renamed' });
    const before = server.snapshot();
    phone.store.actions.deleteTask('a');
    await flush();
    server.send(before);
    await flush();
    expect(phone.texts()).toEqual(['b', 'c']);
    // The server's next word, newer than the delete, is taken at once.
    server.send(server.snapshot());
    await flush();
    expect(phone.tasks()).toEqual(server.list());
  });
});
