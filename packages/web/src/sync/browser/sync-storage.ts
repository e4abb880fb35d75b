import { TasksSchema, type Task } from '@dayflow/core';
import { parsePendingOp, type PendingOp } from '../store/outbox-ops';
import { upgradeStoredOps } from '../store/stored-ops-upgrade';
import { newTaskId } from './new-task-id';
import { currentTabId, holdTabLock, liveTabIds, renewTabId, type TabLocks } from './tab-outbox';
import { storedTasksKey, SYNC_STORAGE_PREFIX } from './stored-tasks';

/** The last known tasks and the user's change version they include (absent: stored by an older client). */
export interface StoredTasks {
  tasks: Task[];
  version?: number;
}

/** Where the last known tasks and the unsaved changes wait across reloads. */
export interface SyncStorage {
  loadTasks(): StoredTasks | null;
  /** Tasks and version in one value: a reload never pairs one tab's tasks with another's version. */
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
 * Web Storage, per user. Synchronous on purpose: the outbox is written before an action returns,
 * so a reload right after a click keeps it; the data is small (one user's tasks).
 */
export function webSyncStorage(userId: string, storage: Storage, tabs?: TabOptions): SyncStorage {
  let tabId = tabs && currentTabId(tabs.session, tabs.newId);
  const outboxKey = () => syncStorageKeys(userId, tabId).outbox;
  const tasksKey = syncStorageKeys(userId).tasks;
  return {
    loadTasks: () => readTasks(storage, tasksKey),
    // The version first, so that storedVersion can read it without parsing the tasks.
    saveTasks: (tasks, version) => writeJson(storage, tasksKey, { version, tasks }),
    loadOutbox: () => {
      const stored = readOps(storage, outboxKey());
      const upgraded = upgradeStoredOps(stored, newTaskId);
      // Upgraded once, and kept: a reload before the next save must not give new ids again.
      if (upgraded) writeJson(storage, outboxKey(), upgraded);
      return upgraded ?? stored;
    },
    saveOutbox: (ops) => {
      if (ops.length === 0) storage.removeItem(outboxKey());
      else writeJson(storage, outboxKey(), ops);
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
          const orphans = orphanKeys.map((key) => readOps(storage, key));
          const ops = orphans.flatMap((stored) => upgradeStoredOps(stored, newTaskId) ?? stored);
          // Saved under our key before the orphans' keys go, so a crash in between loses nothing.
          const own = disowned ? [] : readOps(storage, outboxKey());
          writeJson(storage, outboxKey(), [...ops, ...own]);
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

/** `{version, tasks}`, or the bare list an older client stored (no version: it resumes from nothing). */
function readTasks(storage: Storage, key: string): StoredTasks | null {
  const stored = readJson(storage, key);
  const object = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  const parsed = TasksSchema.safeParse(object ? (stored as StoredTasks).tasks : stored);
  if (!parsed.success) return null;
  const version = object ? (stored as StoredTasks).version : undefined;
  return typeof version === 'number' ? { tasks: parsed.data, version } : { tasks: parsed.data };
}

function readOps(storage: Storage, key: string): PendingOp[] {
  const stored = readJson(storage, key);
  if (!Array.isArray(stored)) return [];
  return stored.map(parsePendingOp).filter((op): op is PendingOp => op !== null);
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Full or disabled storage: the app keeps working, only a reload while offline loses changes.
    console.warn('Could not keep tasks on this device', error);
  }
}
