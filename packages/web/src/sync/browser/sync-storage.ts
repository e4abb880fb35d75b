import type { Task } from '@dayflow/core';
import type { PendingOp } from '../store/outbox-ops';
import type { DeviceCopy, DeviceCopyHooks } from './device-store';
import { wholeCopy } from './first-screen';
import { newTaskId } from './new-task-id';
import { readStoredOutbox, readStoredTasks, storedOutbox } from './stored-formats';
import { currentTabId } from './tab-id';
import type { TabLocks } from './tab-outbox';
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

/** Where a task copy too big for localStorage goes (IndexedDB in the browser), and who tells the person when it is full. */
export interface DeviceOptions {
  /** Loaded on first use, so an account that fits the synchronous copy never downloads it. */
  copy: (userId: string, hooks: DeviceCopyHooks) => Promise<DeviceCopy>;
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
  /** Settles once the first screen has painted: claiming waits for it (its code is not needed before). */
  painted?: () => Promise<void>;
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
      else write(tasksKey, wholeCopy(list, version, Infinity)!);
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
    // Not needed for the first screen: its code comes when the store starts.
    claimOutbox:
      tabs &&
      (async () => {
        await tabs.painted?.();
        const { claimTabOutbox } = await import('./claim-outbox');
        return claimTabOutbox({
          userId,
          storage,
          tabs,
          keys: {
            shared: syncStorageKeys(userId).outbox,
            ownerPrefix: syncStorageKeys(userId, '').outbox,
            own: outboxKey,
            startingWith: (prefix) => keysStartingWith(storage, prefix),
          },
          tabId: () => tabId!,
          renewTabId: (id) => (tabId = id),
          read: (key) => readOutbox(storage, key).ops,
          write: (key, ops) => write(key, JSON.stringify(storedOutbox(ops))),
        });
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
 * The task copy: whole in localStorage while it fits the first-screen copy's size, as before;
 * past that in the device store, with the first screen's part in localStorage, read at once, and
 * the whole read after. Once the device store is in use this page writes every change there.
 * Writes happen in a batch after the action that made them (one per microtask).
 */
function deviceTasks(userId: string, storage: Storage, key: string, device: DeviceOptions) {
  const schedule = device.schedule ?? queueMicrotask;
  const outOfRoom = device.onOutOfRoom ?? noop;
  let pending: { tasks: Task[]; version: number | undefined } | null = null;
  let latest: StoredTasks | null = null;
  let scheduled = false;
  let copy: Promise<DeviceCopy> | null = null;

  const deviceCopy = () =>
    (copy ??= device.copy(userId, {
      written: (firstScreen) => writeRaw(storage, key, firstScreen, noop),
      failed: (error) => {
        if (isOutOfRoom(error)) outOfRoom();
        else console.warn('Could not keep tasks on this device', error);
      },
      unavailable: (tasks, version) => writeRaw(storage, key, wholeCopy(tasks, version, Infinity)!, outOfRoom),
    }));

  function flushSoon() {
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      const next = pending;
      pending = null;
      if (!next) return;
      const whole = copy ? null : wholeCopy(next.tasks, next.version);
      if (whole) return writeRaw(storage, key, whole, outOfRoom);
      void deviceCopy().then((device) => device.write(next.tasks, next.version));
    });
  }

  return {
    load(): StoredTasks | null {
      if (latest) return latest;
      const stored = readStoredTasks(readJson(storage, key));
      if (!stored) return null;
      const { tasks, version, complete } = stored;
      latest = version === undefined ? { tasks, complete } : { tasks, version, complete };
      // From before the device store: written again in today's format (and place).
      if (stored.migrate) {
        pending ??= { tasks, version };
        flushSoon();
      }
      return latest;
    },
    async loadAll(): Promise<StoredTasks | null> {
      const all = await (await deviceCopy()).read();
      return all && { ...all, complete: true };
    },
    save(tasks: Task[], version: number | undefined) {
      latest = version === undefined ? { tasks } : { tasks, version };
      pending = { tasks, version };
      flushSoon();
    },
  };
}

const noop = () => undefined;

/** Whether a failed write means the device is out of room (then the person is told, never only a log). */
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
