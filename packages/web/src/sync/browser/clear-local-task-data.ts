import { DEVICE_DB_NAME } from './stored-tasks';
import { clearAllSyncStorage } from './sync-storage';

/**
 * For an explicit sign-out: forgets the tasks and unsaved changes kept on this device, so the
 * next person at a shared computer cannot read them. Unsaved changes are lost by design.
 */
export function clearLocalTaskData(): void {
  clearAllSyncStorage(window.localStorage);
  try {
    // An open connection closes itself when asked (device-store.ts), so this is not blocked.
    globalThis.indexedDB?.deleteDatabase(DEVICE_DB_NAME);
  } catch {
    // No IndexedDB here: nothing of ours is in it.
  }
}
