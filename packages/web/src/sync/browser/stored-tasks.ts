/**
 * The key of a user's stored task copy, spelled here rather than imported from sync-storage.ts:
 * this runs at boot, in the chunk every page downloads, and importing that module would bring the
 * outbox and tab code (and zod) with it. stored-tasks.test.ts keeps the two spellings equal.
 */
export const storedTasksKey = (userId: string) => `dayflow:sync:v1:${userId}:tasks`;

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
