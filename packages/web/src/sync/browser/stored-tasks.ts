import { syncStorageKeys } from './sync-storage';

/** Whether this device keeps a copy of the user's tasks (a warm open shows it: app/boot.ts). */
export function hasStoredTasks(userId: string, storage: Storage): boolean {
  try {
    return storage.getItem(syncStorageKeys(userId).tasks) !== null;
  } catch {
    return false;
  }
}
