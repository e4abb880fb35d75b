/**
 * What the boot path reads of the task store's storage, apart from sync-storage.ts: this runs in
 * the chunk every page downloads, and importing that module would bring the outbox and tab code
 * (and zod) with it. sync-storage.ts takes its prefix and the tasks key from here.
 */

/** Everything the task store keeps starts with this (sync-storage.ts clears by it). */
export const SYNC_STORAGE_PREFIX = 'dayflow:sync:v1';

/** The format of the task copy written now (stored-formats.ts has the earlier ones). */
export const TASKS_FORMAT = 3;

/** The IndexedDB database holding every user's whole task copy (device-store.ts). */
export const DEVICE_DB_NAME = 'dayflow-device';

/** The key of a user's stored task copy (the first screen's part, or all of it: first-screen.ts). */
export const storedTasksKey = (userId: string) => `${SYNC_STORAGE_PREFIX}:${userId}:tasks`;

/** Whether this device keeps a copy of the user's tasks (a warm open shows it: app/boot.ts). */
export function hasStoredTasks(userId: string, storage: Storage): boolean {
  try {
    return storage.getItem(storedTasksKey(userId)) !== null;
  } catch {
    return false;
  }
}

/**
 * The change version kept with `userId`'s tasks, for the socket opened before the store exists
 * (early-live.ts). Read from the start of the stored value only: the boot path does not parse a
 * list the store will parse anyway. Undefined when none is kept (then the stream starts with a
 * snapshot, which is always right).
 */
export function storedVersion(storage: Storage, userId: string): number | undefined {
  const raw = storage.getItem(storedTasksKey(userId));
  const match = raw && /^\{"version":(\d+)[,}]/.exec(raw);
  return match ? Number(match[1]) : undefined;
}
