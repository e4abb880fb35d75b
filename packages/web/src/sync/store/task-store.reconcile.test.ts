import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live messages while a save is in flight', () => {
  it('do not overwrite the pending change; the save settles and the server answer wins elsewhere', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', text: 'Write report' })]);
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.setCompleted('a', true);

    // Another device un-completes it and renames it before our save reaches the server.
    vi.advanceTimersByTime(5);
    server.writeElsewhere({ ...server.tasks.get('a')!, completed: false, text: 'Write the report', updatedAt: T0 + 5 });
    await flush();
    expect(phone.find('Write the report')?.completed).toBe(true); // ours is still pending
    expect(phone.store.getState().status).toEqual({ state: 'syncing', pending: 1 });

    server.release();
    await flush();
    expect(server.tasks.get('a')).toMatchObject({ completed: true, text: 'Write the report' });
    expect(phone.tasks()).toEqual([server.tasks.get('a')]);
  });

  it('does not flicker back when an older echo arrives after a newer answer', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    phone.store.actions.setCompleted('a', true);
    await flush();
    const olderCopy = { ...server.tasks.get('a')! };
    vi.advanceTimersByTime(10);
    phone.store.actions.setCompleted('a', false);
    await flush();
    const seen: boolean[] = [];
    phone.store.subscribe(() => seen.push(phone.find('a')!.completed));

    server.send({ type: 'changes', upserts: [olderCopy], deletes: [], since: 1, version: 2 });
    await flush();
    expect(phone.find('a')?.completed).toBe(false);
    expect(seen).toEqual([]);
  });

  it('does not bring back a deleted task with a late upsert or snapshot', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    const stale = server.list();
    const staleVersion = server.version;
    phone.store.actions.deleteTask('a');
    await flush();

    server.send({ type: 'changes', upserts: [stale[0]!], deletes: [], since: 0, version: staleVersion });
    server.send({ type: 'snapshot', tasks: stale, version: staleVersion });
    await flush();
    expect(phone.texts()).toEqual(['b']);
  });
});

describe('changes from another device', () => {
  it('appear on the live stream: adds, edits, deletes', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const laptop = device(server);
    const phone = device(server);
    await flush();

    laptop.store.actions.addTask({ text: 'From laptop', section: 'tomorrow' });
    laptop.store.actions.setCompleted('a', true);
    await flush();
    expect(phone.tasks()).toEqual(laptop.tasks());
    expect(phone.find('a')?.completed).toBe(true);

    laptop.store.actions.deleteTask(laptop.find('From laptop')!.id);
    await flush();
    expect(phone.texts()).toEqual(['a']);
  });

  it('a move reaches every device with the orders the server chose', async () => {
    const server = new MemoryTaskServer(['a', 'b', 'c'].map((id, order) => task({ id, order })));
    const laptop = device(server);
    const phone = device(server);
    await flush();
    laptop.store.actions.moveTask('c', 'today', 0);
    expect(laptop.texts()).toEqual(['c', 'a', 'b']);
    await flush();
    expect(phone.texts()).toEqual(['c', 'a', 'b']);
    // Only the moved task is renumbered: it goes above the first.
    expect(phone.tasks().map((t) => t.order)).toEqual([-1024, 0, 1]);
    expect(laptop.tasks().map((t) => t.order)).toEqual([-1024, 0, 1]);
  });

  it('a task deleted elsewhere whose pending change answers 404 disappears; the change is dropped', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    server.tasks.delete('a'); // deleted elsewhere; its message has not reached us
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    phone.store.actions.setCompleted('a', true);
    expect(phone.find('a')?.completed).toBe(true);
    await flush();

    expect(phone.texts()).toEqual(['b']);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the list itself', () => {
  it('is sorted by order then createdAt, without duplicate ids', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    server.send({
      type: 'snapshot',
      version: 1,
      tasks: [
        task({ id: 'late', order: 1, createdAt: T0 - 10 }),
        task({ id: 'early', order: 1, createdAt: T0 - 20 }),
        task({ id: 'first', order: 0, createdAt: T0 }),
        task({ id: 'early', order: 1, createdAt: T0 - 20, text: 'early (newer copy)', updatedAt: T0 }),
      ],
    });
    await flush();
    expect(phone.tasks().map((t) => t.text)).toEqual(['first', 'early (newer copy)', 'late']);
  });

  it('keeps the same array, and the same task objects, when nothing visible changed', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    const before = phone.tasks();
    server.send(server.snapshot());
    server.send({ type: 'ping' });
    await flush();
    expect(phone.tasks()).toBe(before);

    phone.store.actions.setCompleted('b', true);
    await flush();
    expect(phone.tasks()).not.toBe(before);
    expect(phone.find('a')).toBe(before[0]);
  });

  it('passes a goal change from the live stream on', async () => {
    const server = new MemoryTaskServer();
    const goals: number[] = [];
    const phone = device(server, { onLive: (message) => message.type === 'goal' && goals.push(message.dailyGoal) });
    await flush();
    expect(goals).toEqual([]);
    const before = phone.store.getState();
    server.send({ type: 'goal', dailyGoal: 8 });
    await flush();
    expect(goals).toEqual([8]);
    // The goal has its own owner: the task store's readers are not woken for it.
    expect(phone.store.getState()).toBe(before);
  });
});
