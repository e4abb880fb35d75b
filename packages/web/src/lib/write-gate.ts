import { ApiRequestError } from './api-error';

/**
 * Holds our API's writes while a warm open shows what this device kept for a user the server has
 * not yet confirmed (docs/decisions/0017-first-data-with-the-page.md): a change made meanwhile
 * waits, and goes only once the server has named that very user. Nobody, or someone else, and
 * every held write fails as a 401 would. Open unless a boot held it.
 */
let held: { userId: string; waiters: { resolve: () => void; reject: (error: Error) => void }[] } | null = null;

export function holdWrites(userId: string): void {
  held ??= { userId, waiters: [] };
}

/** The server answered: `userId` is signed in (null: nobody). Opens the gate either way. */
export function releaseWrites(userId: string | null): void {
  const was = held;
  held = null;
  if (!was) return;
  const allowed = userId === was.userId;
  for (const waiter of was.waiters) {
    if (allowed) waiter.resolve();
    else waiter.reject(new ApiRequestError(401, 'Sign in to continue'));
  }
}

/** Settles when a write may leave: at once unless held. */
export function writesAllowed(): Promise<void> {
  const gate = held;
  if (!gate) return Promise.resolve();
  return new Promise((resolve, reject) => gate.waiters.push({ resolve, reject }));
}
