import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncStorageKeys, webSyncStorage } from '../browser/sync-storage';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, memoryStorage, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const board = () => [task({ id: 'a', order: 0 }), task({ id: 'b', order: 1 })];

describe('the change feed: messages in any order', () => {
  it('takes the newest copy of each task whatever order the messages come in', async () => {
    const server = new MemoryTaskServer(board());
    const phone = device(server);
    await flush();
    const v = server.version;
    const first = { ...server.tasks.get('a')!, text: 'first', version: v + 1 };
    const second = { ...server.tasks.get('a')!, text: 'second', version: v + 2 };

    server.send({ type: 'changes', upserts: [second], deletes: [], since: v + 1, version: v + 2 });
    server.send({ type: 'changes', upserts: [first], deletes: [], since: v, version: v + 1 });
    await flush();
    expect(phone.find('a')).toBeUndefined();
    expect(phone.find('second')).toMatchObject({ id: 'a', version: v + 2 });
  });

  it('resumes once from the version it holds when a message shows a gap, and converges', async () => {
    const server = new MemoryTaskServer(board());
    const phone = device(server);
    await flush();
    const v = server.version;
    server.loseNextMessages(1);
    server.writeElsewhere({ ...server.tasks.get('a')!, text: 'a renamed' }); // lost between instances
    expect(phone.find('a renamed')).toBeUndefined();

    server.writeElsewhere({ ...server.tasks.get('b')!, completed: true }); // since v+1 > v: a gap
    await flush();
    expect(phone.find('b')?.completed).toBe(true); // applied at once all the same
    await flush();
    expect(server.connects).toEqual([undefined, v]);
    expect(phone.tasks()).toEqual(server.list());
    expect(phone.store.getState().status.state).toBe('live');

    // The resumed stream goes on as usual: the next change needs no reconnect.
    server.writeElsewhere({ ...server.tasks.get('a')!, priority: 'High' });
    await flush();
    expect(server.connects).toHaveLength(2);
    expect(phone.tasks()).toEqual(server.list());
  });

  it('does not loop when the resumed stream itself starts past what it holds', async () => {
    const server = new MemoryTaskServer(board());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const phone = device(server);
    await flush();
    const v = server.version;
    // A server that wrongly answers every resume from past the version asked for.
    const resumeFrom = server.resumeFrom.bind(server);
    vi.spyOn(server, 'resumeFrom').mockImplementation((since) => {
      const message = resumeFrom(since);
      return message.type === 'changes' ? { ...message, since: message.since + 1 } : message;
    });
    server.send({ type: 'changes', upserts: [], deletes: [], since: v + 1, version: v + 2 });
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.connects).toEqual([undefined, v]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(phone.texts()).toEqual(['a', 'b']);
  });

  it('falls back to the snapshot the server sends when the version is too old', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer(board());
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    first.store.stop();
    server.deleteElsewhere('a');
    server.writeElsewhere(task({ id: 'c', order: 2 }));
    server.oldestResumable = server.version; // the changes after the stored version are forgotten

    const second = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    expect(server.connects).toEqual([undefined, 2]);
    expect(second.tasks()).toEqual(server.list());
    expect(second.texts()).toEqual(['b', 'c']);
  });
});

describe('the version kept on this device', () => {
  it('is stored with the tasks, and a reload resumes from it with only what changed since', async () => {
    const storage = memoryStorage();
    const server = new MemoryTaskServer(board());
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    first.store.actions.setCompleted('a', true);
    await flush();
    const held = server.version;
    expect(JSON.parse(storage.getItem(syncStorageKeys('user-1').tasks)!)).toMatchObject({ version: held });
    first.store.stop();
    server.writeElsewhere({ ...server.tasks.get('b')!, text: 'b, while closed' });
    server.deleteElsewhere('a');

    const second = device(server, { storage: webSyncStorage('user-1', storage) });
    expect(second.texts()).toEqual(['a', 'b']); // the stored copy, before any answer
    await flush();
    expect(server.connects).toEqual([undefined, held]);
    expect(second.texts()).toEqual(['b, while closed']);
    expect(second.tasks()).toEqual(server.list());
  });
});

describe('data stored by an older client', () => {
  it('tasks without a version load, and the stream starts with a snapshot', async () => {
    const storage = memoryStorage();
    const stored = [task({ id: 'a', text: 'stored a' }), task({ id: 'gone', order: 1 })];
    storage.setItem(syncStorageKeys('user-1').tasks, JSON.stringify(stored)); // a bare list, no versions
    const server = new MemoryTaskServer(board());
    const phone = device(server, { storage: webSyncStorage('user-1', storage), start: false });
    expect(phone.texts()).toEqual(['stored a', 'gone']);
    phone.store.start();
    await flush();
    expect(server.connects).toEqual([undefined]);
    expect(phone.tasks()).toEqual(server.list());
  });
});

describe('an outbox stored by an older client', () => {
  const stored = (extra: object[] = []) => [
    {
      kind: 'create',
      opId: 'op1',
      taskId: 'temp-1',
      clientKey: 'key-of-pay-rent',
      at: T0,
      text: 'Pay rent',
      priority: 'High',
      section: 'today',
    },
    { kind: 'update', opId: 'op2', taskId: 'temp-1', at: T0, changes: { completed: true } },
    { kind: 'update', opId: 'op3', taskId: 'a', at: T0, changes: { text: 'a, edited' } },
    ...extra,
  ];

  it('gives its new task an id at once, sends the create with its client key, and loses nothing', async () => {
    const storage = memoryStorage();
    const lost = { kind: 'update', opId: 'op4', taskId: 'temp-refused', at: T0, changes: { completed: true } };
    storage.setItem(syncStorageKeys('user-1').outbox, JSON.stringify(stored([lost])));
    const server = new MemoryTaskServer(board());
    const phone = device(server, { storage: webSyncStorage('user-1', storage), start: false });
    const shown = phone.find('Pay rent')!;
    expect(shown.id[14]).toBe('7');
    expect(shown.completed).toBe(true);
    expect(phone.store.getState().status.pending).toBe(3); // the refused create's change has no task
    // Kept upgraded: a reload now gives the same id.
    expect(JSON.parse(storage.getItem(syncStorageKeys('user-1').outbox)!).ops[0]).toMatchObject({ taskId: shown.id });

    phone.store.start();
    await flush();
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ['create', expect.objectContaining({ clientKey: 'key-of-pay-rent', text: 'Pay rent' })],
      ['update', { completed: true }],
      ['update', { text: 'a, edited' }],
    ]);
    expect(server.list().map((t) => [t.text, t.completed])).toEqual([
      ['a, edited', false],
      ['b', false],
      ['Pay rent', true],
    ]);
    expect(phone.tasks()).toEqual(server.list());
  });

  it('follows the task its client key already made, when that create had reached the server', async () => {
    const storage = memoryStorage();
    storage.setItem(syncStorageKeys('user-1').outbox, JSON.stringify(stored()));
    const server = new MemoryTaskServer(board());
    const made = await server.api.create({
      clientKey: 'key-of-pay-rent',
      text: 'Pay rent',
      priority: 'High',
      section: 'today',
    });
    const phone = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    expect(server.list().filter((t) => t.text === 'Pay rent')).toHaveLength(1);
    expect(server.tasks.get(made.id)?.completed).toBe(true);
    expect(phone.tasks()).toEqual(server.list());
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });
});
