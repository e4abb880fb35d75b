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
