import type { Profile } from '@dayflow/core';
import { RETURNING_KEY } from '../lib/storage-keys';

/**
 * The last profile seen on this device: a reload while the server is unreachable still opens
 * the planner, with the tasks and unsaved changes the task store keeps per user; and a load with
 * one starts fetching the planner and its tasks before the server has confirmed the session
 * (app/boot.ts).
 */
export const LAST_PROFILE_KEY = 'dayflow:last-profile';

export function rememberProfile(profile: Profile | null, storage?: Storage): void {
  try {
    const store = storage ?? window.localStorage;
    if (profile) {
      store.setItem(LAST_PROFILE_KEY, JSON.stringify(profile));
      store.setItem(RETURNING_KEY, '1');
    } else store.removeItem(LAST_PROFILE_KEY);
  } catch {
    // Storage disabled: only the offline reload is lost.
  }
}

// Checked by hand rather than with ProfileSchema: this file is in the first chunk every page
// downloads, and one zod call there pulls all of zod into it (~27 kB gzip; bench/RESULTS.md).
function asProfile(value: unknown): Profile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, displayName, photoURL } = value as Record<string, unknown>;
  const nullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  if (!nullableString(displayName) || !nullableString(photoURL)) return null;
  return { id, email, displayName, photoURL };
}

export function lastProfile(storage?: Storage): Profile | null {
  try {
    return asProfile(JSON.parse((storage ?? window.localStorage).getItem(LAST_PROFILE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function isReturningVisitor(storage?: Storage): boolean {
  try {
    return (storage ?? window.localStorage).getItem(RETURNING_KEY) === '1';
  } catch {
    return false;
  }
}
