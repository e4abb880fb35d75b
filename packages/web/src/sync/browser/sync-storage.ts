import type { Task } from '@dayflow/core';
import type { PendingOp } from '../store/outbox-ops';
import type { DeviceStore } from './device-store';
import { firstScreenCopy } from './first-screen';
import { newTaskId } from './new-task-id';
import { readStoredOutbox, readStoredTasks, storedOutbox } from './stored-formats';
import { currentTabId, holdTabLock, liveTabIds, renewTabId, type TabLocks } from './tab-outbox';
import { storedTasksKey, SYNC_STORAGE_PREFIX } from './stored-tasks';

/** The last known tasks and the user's change version they include (absent: stored by an older client). */
export interface StoredTasks {
  tasks: Task[];
  version?: number;
  /**
   * False: only the first screen's copy (first-screen.ts), read at once; loadAllTasks brings the
   * rest. Absent or true: every task.
   */
  complete?: boolean;
}

/** Where the last known tasks and the unsaved changes wait across reloads. */
export interface SyncStorage {
  /** Synchronous, for the first render: everything, or the first screen's part (`complete: false`). */
  loadTasks(): StoredTasks | null;
  /** The whole copy, after a partial loadTasks; null when the device holds none. */
  loadAllTasks?(): Promise<StoredTasks | null>;
  /**
   * Tasks and version in one value: a reload never pairs one tab's tasks with another's version.
   * Cheap on the caller's path: the write happens after it, and only of what changed.
   */
  saveTasks(tasks: Task[], version: number | undefined): void;
  loadOutbox(): PendingOp[];
  saveOutbox(ops: readonly PendingOp[]): void;
  /**
   * Makes this tab's outbox its own and takes over those left by closed tabs (tab-outbox.ts).
   * `adopted` go before this tab's own ops; `disowned` means the ops loaded at start belong to
   * another live tab (this one was duplicated) and must be forgotten here.
   */
  claimOutbox?(): Promise<{ adopted: PendingOp[]; disowned: boolean }>;
}

/** Where the whole task copy goes (IndexedDB in the browser), and who tells the person when it is full. */
export interface DeviceOptions {
  /** Loaded on first use, so the first screen does not wait for it (nor download it). */
  store: () => Promise<DeviceStore>;
  /** The device is out of room: the person is told what to do (never only logged). */
  onOutOfRoom?: () => void;
  /** When a batch of changes is written; a microtask by default (after the action that made them). */
  schedule?: (run: () => void) => void;
}

/** Per-tab outboxes; without them (no Web Locks) all tabs of a user share one outbox key. */
export interface TabOptions {
  session: Storage;
  locks: TabLocks;
  newId: () => string;
}

const PREFIX = SYNC_STORAGE_PREFIX;

/** localStorage keys of one user; everything of ours starts with the prefix (see clearAll). */
export const syncStorageKeys = (userId: string, tabId?: string) => ({
  tasks: storedTasksKey(userId),
  outbox: tabId === undefined ? `${PREFIX}:${userId}:outbox` : `${PREFIX}:${userId}:outbox:${tabId}`,
});

/**
 * Per user. The outbox stays in localStorage, written synchronously before an action returns,
 * so a reload right after a click keeps it; it is small, and the task copy no longer shares its
 * room. The task copy goes to the device store (IndexedDB) when there is one, a batch at a time
 * and only the tasks that changed, with a small first-screen copy in localStorage for the first
 * render; without one (no IndexedDB) the whole list stays in localStorage as before.
 */
export function webSyncStorage(
  userId: string,
  storage: Storage,
  tabs?: TabOptions,
  device?: DeviceOptions,
): SyncStorage {
  let tabId = tabs && currentTabId(tabs.session, tabs.newId);
  const outboxKey = () => syncStorageKeys(userId, tabId).outbox;
  const tasksKey = syncStorageKeys(userId).tasks;
  const outOfRoom = () => device?.onOutOfRoom?.();
  const write = (key: string, value: string) => writeRaw(storage, key, value, outOfRoom);
  const tasks = device ? deviceTasks(userId, storage, tasksKey, device) : null;
  return {
    loadTasks: () => tasks?.load() ?? readTasks(storage, tasksKey),
    loadAllTasks: tasks?.loadAll,
    saveTasks: (list, version) => {
      if (tasks) tasks.save(list, version);
      else write(tasksKey, firstScreenCopy(list, version, Infinity));
    },
    loadOutbox: () => {
      const { ops, migrated } = readOutbox(storage, outboxKey());
      // Migrated once, and kept: a reload before the next save must not give new ids again.
      if (migrated) write(outboxKey(), JSON.stringify(storedOutbox(ops)));
      return ops;
    },
    saveOutbox: (ops) => {
      if (ops.length === 0) storage.removeItem(outboxKey());
      else write(outboxKey(), JSON.stringify(storedOutbox(ops)));
    },
    claimOutbox:
      tabs &&
      (async () => {
        let disowned = false;
        if (!(await holdTabLock(tabs.locks, tabId!))) {
          tabId = renewTabId(tabs.session, tabs.newId);
          disowned = true;
          await holdTabLock(tabs.locks, tabId);
        }
        // One tab at a time, so two tabs starting together do not both adopt the same outbox.
        const adopted = await tabs.locks.request(`dayflow:adopt:${userId}`, async () => {
          const live = await liveTabIds(tabs.locks);
          const shared = syncStorageKeys(userId).outbox;
          const ownerPrefix = syncStorageKeys(userId, '').outbox;
          // Orphans: outboxes of tabs that are gone, and one kept where tabs shared a key.
          const orphanKeys = keysStartingWith(storage, shared).filter((key) => {
            if (key === shared) return true;
            const owner = key.slice(ownerPrefix.length);
            return key.startsWith(ownerPrefix) && owner !== tabId && !live.has(owner);
          });
          if (orphanKeys.length === 0) return [];
          const ops = orphanKeys.flatMap((key) => readOutbox(storage, key).ops);
          // Saved under our key before the orphans' keys go, so a crash in between loses nothing.
          const own = disowned ? [] : readOutbox(storage, outboxKey()).ops;
          write(outboxKey(), JSON.stringify(storedOutbox([...ops, ...own])));
          for (const key of orphanKeys) storage.removeItem(key);
          return ops;
        });
        return { adopted, disowned };
      }),
  };
}

/** Forgets every user's cached tasks and unsaved changes on this device (an explicit sign-out). */
export function clearAllSyncStorage(storage: Storage): void {
  for (const key of keysStartingWith(storage, `${PREFIX}:`)) storage.removeItem(key);
}

function keysStartingWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * The task copy in the device store: the first screen's part read at once from localStorage,
 * the whole read after. Writes wait for that read (it is what they are told apart from), are
 * batched, and name only the tasks that changed: a task the store did not touch is the same
 * object as the one last written (ConfirmedTasks keeps them), so telling them apart costs one
 * pass of comparisons, not a serialisation of the list.
 */
function deviceTasks(userId: string, storage: Storage, key: string, device: DeviceOptions) {
  const schedule = device.schedule ?? queueMicrotask;
  /** What the device store holds, once read; writes diff against it. */
  let written: Map<string, Task> | null = null;
  let pending: { tasks: Task[]; version: number | undefined } | null = null;
  let latest: StoredTasks | null = null;
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();
  let read: Promise<StoredTasks | null> | null = null;
  let unavailable = false;

  function readAll(): Promise<StoredTasks | null> {
    read ??= device
      .store()
      .then((store) => store.read(userId))
      .then(
        (all) => {
          written = new Map(all?.tasks.map((task) => [task.id, task]));
          if (pending) flushSoon();
          return all && { ...all, complete: true };
        },
        (error: unknown) => {
          // No IndexedDB after all (a private window of some browsers): the whole list goes
          // to localStorage, as it did before there was a device store.
          console.warn('Could not read the tasks kept on this device', error);
          unavailable = true;
          if (pending) flushSoon();
          return null;
        },
      );
    return read;
  }

  function flushSoon() {
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      if (unavailable && pending) {
        writeRaw(storage, key, firstScreenCopy(pending.tasks, pending.version, Infinity), device.onOutOfRoom ?? noop);
        pending = null;
        return;
      }
      if (written === null) {
        void readAll();
        return;
      }
      const next = pending;
      pending = null;
      if (next) writing = writing.then(() => flush(next));
    });
  }

  async function flush(next: { tasks: Task[]; version: number | undefined }) {
    const known = written!;
    const ids = new Set<string>();
    const put: Task[] = [];
    for (const task of next.tasks) {
      ids.add(task.id);
      if (known.get(task.id) !== task) put.push(task);
    }
    const remove = [...known.keys()].filter((id) => !ids.has(id));
    try {
      await (await device.store()).write(userId, { put, remove, version: next.version });
    } catch (error) {
      // Left as it was: the next write names these tasks again.
      if (isOutOfRoom(error)) device.onOutOfRoom?.();
      else console.warn('Could not keep tasks on this device', error);
      return;
    }
    for (const task of put) known.set(task.id, task);
    for (const id of remove) known.delete(id);
    // After the full copy holds this version, never before (see first-screen.ts).
    writeRaw(storage, key, firstScreenCopy(next.tasks, next.version), noop);
  }

  return {
    load(): StoredTasks | null {
      if (latest) return latest;
      const stored = readStoredTasks(readJson(storage, key));
      if (!stored) return null;
      const { tasks, version, complete } = stored;
      latest = version === undefined ? { tasks, complete } : { tasks, version, complete };
      // From before the device store: the whole list moves there once it has been read.
      if (stored.migrate) {
        pending ??= { tasks, version };
        void readAll();
      }
      return latest;
    },
    loadAll: readAll,
    save(tasks: Task[], version: number | undefined) {
      latest = version === undefined ? { tasks } : { tasks, version };
      pending = { tasks, version };
      flushSoon();
    },
  };
}

const noop = () => undefined;

/** Whether a failed write means the device is out of room (then the person is told). */
export function isOutOfRoom(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** The copy in localStorage (any format: stored-formats.ts). */
function readTasks(storage: Storage, key: string): StoredTasks | null {
  const stored = readStoredTasks(readJson(storage, key));
  if (!stored) return null;
  return stored.version === undefined ? { tasks: stored.tasks } : { tasks: stored.tasks, version: stored.version };
}

function readOutbox(storage: Storage, key: string) {
  return readStoredOutbox(readJson(storage, key), newTaskId);
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function writeRaw(storage: Storage, key: string, value: string, outOfRoom: () => void): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    if (isOutOfRoom(error)) outOfRoom();
    // Disabled storage: the app keeps working, only a reload while offline loses changes.
    else console.warn('Could not keep tasks on this device', error);
  }
}
