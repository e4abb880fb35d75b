import { TAB_ID_KEY } from './tab-id';

/**
 * Each browser tab keeps its own outbox, so two tabs working offline never overwrite each other's
 * saved changes. A tab holds a Web Lock named after its id for as long as it lives; an outbox
 * whose tab holds no lock any more was left by a closed tab, and the next tab of that user
 * adopts it. The id lives in sessionStorage, so a reload keeps its outbox.
 */

/** The part of the Web Locks API we use (navigator.locks); injected so tests can fake it. */
export interface TabLocks {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  request<T>(name: string, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

export const tabLockName = (tabId: string) => `dayflow:tab:${tabId}`;

/** A new id for this tab (a duplicated tab starts with a copy of its original's session). */
export function renewTabId(session: Storage, newId: () => string): string {
  const fresh = newId();
  session.setItem(TAB_ID_KEY, fresh);
  return fresh;
}

/**
 * Takes this tab's lock and keeps it until the tab closes. False when another live tab holds
 * it: this tab was duplicated and the id is not ours.
 */
export function holdTabLock(locks: TabLocks, tabId: string): Promise<boolean> {
  return new Promise((resolve) => {
    void locks.request(tabLockName(tabId), { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Never settles: the lock is released when the tab goes away.
      return lock === null ? undefined : new Promise<void>(() => {});
    });
  });
}

/** Tab ids whose tabs are alive right now. */
export async function liveTabIds(locks: TabLocks): Promise<Set<string>> {
  const prefix = tabLockName('');
  const { held = [] } = await locks.query();
  return new Set(
    held
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length)),
  );
}
