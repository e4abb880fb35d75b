import { clearAllSyncStorage } from './sync-storage';

/**
 * For an explicit sign-out: forgets the tasks and unsaved changes kept on this device, so the
 * next person at a shared computer cannot read them. Unsaved changes are lost by design.
 */
export function clearLocalTaskData(): void {
  clearAllSyncStorage(window.localStorage);
}
