import { toast } from '../../lib/toast';

export const OUT_OF_ROOM_MESSAGE =
  'This device is out of room for your tasks. Your changes are safe on the server once online; free up space on this device (or export your tasks from Settings) so it can keep them offline.';

/** Shown until dismissed, once at a time: the person learns why offline data may be missing, and what to do. */
export function showOutOfRoom(): void {
  toast.error(OUT_OF_ROOM_MESSAGE, { id: 'device-out-of-room', duration: Infinity });
}
