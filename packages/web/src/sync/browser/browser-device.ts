import type { DeviceOptions } from './sync-storage';

/**
 * The browser's device store: IndexedDB, its code (and `idb`) fetched after the first paint, and
 * only by an account too big for localStorage. Undefined where there is no IndexedDB (then the
 * copy stays in localStorage). Running out of room is told to the person and stays until
 * dismissed: a log line nobody reads loses their offline data (out-of-room.ts, loaded then).
 */
export function browserDevice(): DeviceOptions | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return {
    copy: (userId, hooks) =>
      afterFirstPaint()
        .then(() => import('./device-store'))
        .then(({ openDeviceCopy }) => openDeviceCopy(userId, hooks)),
    onOutOfRoom: () => void import('./out-of-room').then(({ showOutOfRoom }) => showOutOfRoom()),
  };
}

/**
 * A task queued from the next animation frame runs after its paint (as lib/after-next-paint.ts,
 * whose import from here split the planner's chunk in two).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A hidden tab gets no frames.
    setTimeout(resolve, 100);
  });
}
