import { uuidv7 } from '@dayflow/core';

/**
 * A new task's one id, final from the first keystroke: a UUIDv7 from the clock and the platform's
 * CSPRNG (crypto.getRandomValues exists on plain http too, where crypto.randomUUID does not).
 * Ids made later sort later, which keeps the server's inserts at the end of its index.
 */
export function newTaskId(now: number = Date.now()): string {
  return uuidv7(now, crypto.getRandomValues(new Uint8Array(10)));
}
