import { toast } from '../../lib/toast';
import type { DeviceOptions } from './sync-storage';

export const OUT_OF_ROOM_MESSAGE =
  'This device is out of room for your tasks. Your changes are safe on the server once online; free up space on this device (or export your tasks from Settings) so it can keep them offline.';

/**
 * The browser's device store: IndexedDB, its code loaded after the first screen. Undefined where
 * there is no IndexedDB (then the copy stays in localStorage). Running out of room is told to the
 * person, once per page, and stays until dismissed: a log line nobody reads loses their offline data.
 */
export function browserDevice(): DeviceOptions | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return {
    store: () => import('./device-store').then(({ indexedDbDeviceStore }) => indexedDbDeviceStore()),
    onOutOfRoom: () => toast.error(OUT_OF_ROOM_MESSAGE, { id: 'device-out-of-room', duration: Infinity }),
  };
}
