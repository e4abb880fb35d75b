import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { device, flush, memoryStorage, T0, task } from '../../test/store-harness';
import { deviceTaskCopy, indexedDbDeviceStore, type DeviceStore, type DeviceWrite } from './device-store';
import { FIRST_SCREEN_MAX_CHARS } from './first-screen';
import { OUTBOX_FORMAT, TASKS_FORMAT } from './stored-formats';
import { storedVersion } from './stored-tasks';
import { syncStorageKeys, webSyncStorage, type DeviceOptions } from './sync-storage';

beforeEach(() => {
  // A fresh IndexedDB for each case: nothing carries over from the one before.
  globalThis.indexedDB = new IDBFactory();
});

/** The device store as the browser has it, with every write recorded. */
function recordingDevice(over: Partial<DeviceOptions> = {}) {
  const store = indexedDbDeviceStore();
  const writes: DeviceWrite[] = [];
  const recorded: DeviceStore = {
    read: (userId) => store.read(userId),
    write: (userId, change) => {
      writes.push(change);
      return store.write(userId, change);
    },
    clear: () => store.clear(),
  };
  const options: DeviceOptions = {
    copy: (userId, hooks) => Promise.resolve(deviceTaskCopy(recorded, userId, hooks)),
    ...over,
  };
  return { options, writes, store };
}

/** Until every write scheduled so far has reached IndexedDB (small ones are quick). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 30));
/** Until the big copy is written: the first-screen copy follows the IndexedDB write. */
const written = (storage: Storage, userId: string) =>
  vi.waitFor(() => expect(storage.getItem(syncStorageKeys(userId).tasks)).not.toBeNull(), { timeout: 10_000 });

const big = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    task({
      id: `t${String(i).padStart(5, '0')}`,
      text: `Task ${i} ${'x'.repeat(1_900)}`,
      section: (['today', 'tomorrow', 'brainDump', 'later'] as const)[i % 4],
      day: i % 4 === 3 ? '2026-06-01' : null,
      completed: i % 5 === 0,
      order: i,
      version: i + 1,
    }),
  );

describe('the device store', () => {
  it("writes only the tasks that changed, off the caller's path", async () => {
    const { options, writes } = recordingDevice();
    const kept = webSyncStorage('ana', memoryStorage(), undefined, options);
    // Past the synchronous copy's size: the device store holds the list.
    const tasks = big(150);
    kept.saveTasks(tasks, 150);
    expect(writes).toEqual([]); // nothing on the caller's path
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ put: tasks, remove: [], version: 150 });

    const changed = { ...tasks[7]!, text: 'Changed', version: 151 };
    const next = tasks.map((t) => (t.id === changed.id ? changed : t));
    kept.saveTasks(next, 151);
    kept.saveTasks(next, 151); // a second save in the same turn joins the batch
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ put: [changed], remove: [], version: 151 });

    kept.saveTasks(next.slice(1), 152);
    await vi.waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toEqual({ put: [], remove: [tasks[0]!.id], version: 152 });
    await settled();
    expect(await indexedDbDeviceStore().read('ana')).toEqual({ tasks: next.slice(1), version: 152 });
    expect(writes).toHaveLength(3);
  });

  it('holds a whole large account; a reload reads the first screen at once and the rest after', async () => {
    const storage = memoryStorage();
    const tasks = big(2_400);
    webSyncStorage('ana', storage, undefined, recordingDevice().options).saveTasks(tasks, 2_400);
    await written(storage, 'ana');

    const raw = storage.getItem(syncStorageKeys('ana').tasks)!;
    expect(raw.length).toBeLessThanOrEqual(FIRST_SCREEN_MAX_CHARS + 100);
    expect(storedVersion(storage, 'ana')).toBe(2_400);
    const reloaded = webSyncStorage('ana', storage, undefined, recordingDevice().options);
    const first = reloaded.loadTasks()!;
    expect(first.complete).toBe(false);
    expect(first.version).toBe(2_400);
    // The top of each of the board's lists, open tasks only.
    for (const section of ['today', 'tomorrow', 'brainDump']) {
      const shown = first.tasks.filter((t) => t.section === section);
      expect(shown.length).toBeGreaterThan(10);
      expect(shown[0]).toEqual(tasks.find((t) => t.section === section && !t.completed));
    }
    expect(first.tasks.every((t) => !t.completed && t.section !== 'later')).toBe(true);
    const all = await reloaded.loadAllTasks!();
    expect(all?.tasks).toHaveLength(2_400);
    expect(all?.version).toBe(2_400);
  });

  it('keeps a small account whole in the synchronous copy, without the device store', async () => {
    const storage = memoryStorage();
    const { options, writes } = recordingDevice();
    webSyncStorage('ana', storage, undefined, options).saveTasks([task({ id: 'a' })], 3);
    await settled();
    expect(writes).toEqual([]);
    expect(webSyncStorage('ana', storage, undefined, recordingDevice().options).loadTasks()).toEqual({
      tasks: [task({ id: 'a' })],
      version: 3,
      complete: true,
    });
  });

  it('never lets the task copy push the outbox out of localStorage', async () => {
    // localStorage's room: about 5 MB, which a 2,400 × 2 KB account nearly fills by itself.
    const tasks = big(2_400);
    const storage = limitedStorage(JSON.stringify({ version: 2_400, tasks }).length + 200_000);
    const kept = webSyncStorage('ana', storage, undefined, recordingDevice().options);
    kept.saveTasks(tasks, 2_400);
    await written(storage, 'ana');
    const ops = Array.from({ length: 300 }, (_, i) => ({
      kind: 'update' as const,
      opId: `op${i}`,
      taskId: 't00001',
      at: T0,
      changes: { notes: 'n'.repeat(1_000) },
    }));
    kept.saveOutbox(ops);
    expect(webSyncStorage('ana', storage).loadOutbox()).toEqual(ops);
  });

  it('tells the person when the device is out of room, for the task copy and for the outbox', async () => {
    const onOutOfRoom = vi.fn();
    const full: DeviceStore = {
      read: () => Promise.resolve(null),
      write: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
      clear: () => Promise.resolve(),
    };
    const kept = webSyncStorage('ana', limitedStorage(100), undefined, {
      copy: (userId, hooks) => Promise.resolve(deviceTaskCopy(full, userId, hooks)),
      onOutOfRoom,
    });
    kept.saveTasks(big(150), 150);
    await vi.waitFor(() => expect(onOutOfRoom).toHaveBeenCalledTimes(1));
    kept.saveOutbox([{ kind: 'update', opId: 'op1', taskId: 'a', at: T0, changes: { notes: 'n'.repeat(200) } }]);
    expect(onOutOfRoom).toHaveBeenCalledTimes(2);
  });
});

describe('moving what an older client stored', () => {
  const pendingCreate = {
    kind: 'create',
    opId: 'op1',
    taskId: 'temp-1',
    clientKey: 'k1',
    at: T0,
    text: 'Offline',
    priority: 'Medium',
    section: 'today',
  };

  it.each([
    ['format 2 ({version, tasks})', (tasks: unknown[]) => ({ version: 150, tasks }), 150],
    ['format 1 (a bare list)', (tasks: unknown[]) => tasks, undefined],
  ])('%s moves into IndexedDB once, losing nothing, the pending outbox kept', async (_, shape, version) => {
    const storage = memoryStorage();
    const tasks = big(150);
    storage.setItem(syncStorageKeys('ana').tasks, JSON.stringify(shape(tasks)));
    storage.setItem(syncStorageKeys('ana').outbox, JSON.stringify([pendingCreate]));

    const kept = webSyncStorage('ana', storage, undefined, recordingDevice().options);
    expect(kept.loadTasks()).toEqual(
      version === undefined ? { tasks, complete: true } : { tasks, version, complete: true },
    );
    const ops = kept.loadOutbox();
    expect(ops).toHaveLength(1);
    expect(ops[0]!.taskId).not.toMatch(/^temp-/);
    await vi.waitFor(() =>
      expect(JSON.parse(storage.getItem(syncStorageKeys('ana').tasks)!)).toMatchObject({ format: TASKS_FORMAT }),
    );

    expect(await indexedDbDeviceStore().read('ana')).toEqual(version === undefined ? { tasks } : { tasks, version });
    expect(JSON.parse(storage.getItem(syncStorageKeys('ana').tasks)!)).toMatchObject({ complete: false });
    const outbox = JSON.parse(storage.getItem(syncStorageKeys('ana').outbox)!);
    expect(outbox).toEqual({ format: OUTBOX_FORMAT, ops });
    // A reload reads the migrated outbox as it is: the create keeps the id it was given.
    const reloaded = webSyncStorage('ana', storage, undefined, recordingDevice().options);
    expect(reloaded.loadOutbox()).toEqual(ops);
    expect((await reloaded.loadAllTasks!())?.tasks).toEqual(tasks);
  });

  it('a small list of format 2 stays whole in localStorage, in the current format', async () => {
    const storage = memoryStorage();
    const tasks = [task({ id: 'a', version: 4 })];
    storage.setItem(syncStorageKeys('ana').tasks, JSON.stringify({ version: 4, tasks }));
    const { options, writes } = recordingDevice();
    expect(webSyncStorage('ana', storage, undefined, options).loadTasks()).toEqual({
      tasks,
      version: 4,
      complete: true,
    });
    await settled();
    expect(JSON.parse(storage.getItem(syncStorageKeys('ana').tasks)!)).toEqual({
      version: 4,
      format: TASKS_FORMAT,
      complete: true,
      tasks,
    });
    expect(writes).toEqual([]);
  });
});

describe("a store opening on the first screen's copy", () => {
  it('shows it at once, connects only once the whole copy is read, and resumes from its version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = memoryStorage();
    const tasks = big(2_400);
    webSyncStorage('user-1', storage, undefined, recordingDevice().options).saveTasks(tasks, 2_400);
    await written(storage, 'user-1');
    const server = new MemoryTaskServer(tasks);
    // Made elsewhere after this device last saw the account, on a task off the first screen.
    server.writeElsewhere({ ...tasks[0]!, text: 'Changed elsewhere' });
    const phone = device(server, { storage: webSyncStorage('user-1', storage, undefined, recordingDevice().options) });
    const atOnce = phone.tasks().length;
    expect(atOnce).toBeGreaterThan(0);
    expect(atOnce).toBeLessThan(2_400);
    expect(server.connections).toBe(0);
    await vi.waitFor(() => expect(phone.tasks()).toHaveLength(2_400), { timeout: 10_000 });
    await flush();
    expect(server.connects).toEqual([2_400]);
    // Merged into the whole copy, not into the first screen's part the whole copy then replaced.
    expect(phone.tasks().find((t) => t.id === tasks[0]!.id)?.text).toBe('Changed elsewhere');
    vi.useRealTimers();
  });
});

/** localStorage with its quota: a write past `chars` throws as a browser's does. */
function limitedStorage(chars: number): Storage {
  const inner = memoryStorage();
  const size = () => {
    let total = 0;
    for (let i = 0; i < inner.length; i++) total += inner.getItem(inner.key(i)!)!.length;
    return total;
  };
  return {
    get length() {
      return inner.length;
    },
    clear: () => inner.clear(),
    getItem: (key) => inner.getItem(key),
    key: (index) => inner.key(index),
    removeItem: (key) => inner.removeItem(key),
    setItem: (key, value) => {
      const before = inner.getItem(key)?.length ?? 0;
      if (size() - before + value.length > chars) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
  };
}
