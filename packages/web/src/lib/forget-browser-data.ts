import { PROVIDER_CHOICE_KEY, RETURNING_KEY, THEME_KEY } from './storage-keys';

/**
 * Everything this app keeps about a person in this browser starts with `dayflow`: the task
 * copy and its outbox (`dayflow:sync:v1:…`), the last profile, and the per-user goal, streak,
 * time zone and evening-review keys in local storage; this tab's outbox id in session storage.
 * When the server says nobody is signed in — a Log Out, a sign-out or revocation from another
 * device, an expired session — all of it goes, so the next person at a shared computer finds
 * nothing of the last one's, and gets none of their reminders.
 *
 * Kept: the theme and the "someone has signed in here before" flag, which name no one and shape
 * the login screen (spec §2: the splash is for a first visit).
 */
export const KEPT_KEYS: readonly string[] = [THEME_KEY, RETURNING_KEY];
/**
 * Kept in session storage: the provider button pressed in this window, which the page a sign-in
 * returns to names in its error (auth/sign-in-messages.ts). It names a provider, not a person, and
 * that page asks who is signed in, hears nobody after a failed sign-in, and must still read it.
 */
export const KEPT_SESSION_KEYS: readonly string[] = [PROVIDER_CHOICE_KEY];

const PREFIX = 'dayflow';

export function forgetBrowserData(
  storage: Storage | undefined = globalThis.localStorage,
  session: Storage | undefined = globalThis.sessionStorage,
): void {
  forgetKeys(storage, KEPT_KEYS);
  forgetKeys(session, KEPT_SESSION_KEYS);
  void forgetDatabases();
  void stopPushHere();
}

function forgetKeys(storage: Storage | undefined, kept: readonly string[]): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX) && !kept.includes(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * The last user's reminders must not keep ringing here either: the browser drops its push
 * subscription, and the push service then answers 404/410, which makes the server delete it.
 * `getRegistration`, not `ready`: it never waits for a worker that may not exist.
 */
async function stopPushHere(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No service worker or push support: nothing was subscribed here.
  }
}

/** Any IndexedDB database of ours (none today; a cache added later is covered without a change). */
async function forgetDatabases(): Promise<void> {
  try {
    const databases = (await globalThis.indexedDB?.databases?.()) ?? [];
    for (const { name } of databases) if (name?.startsWith(PREFIX)) globalThis.indexedDB.deleteDatabase(name);
  } catch {
    // No IndexedDB here, or listing is refused: nothing of ours can be in it either way.
  }
}
