import { TaskSchema, type Task } from '@dayflow/core';
import { parsePendingOp, type PendingOp } from './outbox-ops';

/** Where the last known tasks and the unsaved changes wait across reloads. */
export interface SyncStorage {
  loadTasks(): Task[] | null;
  saveTasks(tasks: Task[]): void;
  loadOutbox(): PendingOp[];
  saveOutbox(ops: readonly PendingOp[]): void;
}

const PREFIX = 'dayflow:sync:v1';

/** localStorage keys of one user; everything of ours starts with the prefix (see clearAll). */
export const syncStorageKeys = (userId: string) => ({
  tasks: `${PREFIX}:${userId}:tasks`,
  outbox: `${PREFIX}:${userId}:outbox`,
});

/**
 * Web Storage, per user. Synchronous on purpose: the outbox is written before an action returns,
 * so a reload right after a click keeps it; the data is small (one user's tasks).
 */
export function webSyncStorage(userId: string, storage: Storage): SyncStorage {
  const keys = syncStorageKeys(userId);
  return {
    loadTasks: () => {
      const parsed = TaskSchema.array().safeParse(readJson(storage, keys.tasks));
      return parsed.success ? parsed.data : null;
    },
    saveTasks: (tasks) => writeJson(storage, keys.tasks, tasks),
    loadOutbox: () => {
      const stored = readJson(storage, keys.outbox);
      if (!Array.isArray(stored)) return [];
      return stored.map(parsePendingOp).filter((op): op is PendingOp => op !== null);
    },
    saveOutbox: (ops) => {
      if (ops.length === 0) storage.removeItem(keys.outbox);
      else writeJson(storage, keys.outbox, ops);
    },
  };
}

/** Forgets every user's cached tasks and unsaved changes on this device (an explicit sign-out). */
export function clearAllSyncStorage(storage: Storage): void {
  const ours: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${PREFIX}:`)) ours.push(key);
  }
  for (const key of ours) storage.removeItem(key);
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
