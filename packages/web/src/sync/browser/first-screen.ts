import type { Task } from '@dayflow/core';
import { TASKS_FORMAT } from './stored-tasks';

/**
 * The synchronous task copy in localStorage, which a warm open paints from at once: the whole
 * list while it serialises to at most this many characters; past that the open tasks of the
 * first screen (device-store.ts's firstScreenPart), the whole list being in IndexedDB. The cap
 * leaves localStorage room for the outbox.
 */
export const FIRST_SCREEN_MAX_CHARS = 200_000;

/** The whole list as the synchronous copy, or null when it is too big for one (`max` Infinity: always). */
export function wholeCopy(tasks: readonly Task[], version: number | undefined, max = FIRST_SCREEN_MAX_CHARS) {
  // Only a short list can fit: a long one is not serialised just to find out.
  if (tasks.length > 500 && max !== Infinity) return null;
  const all = JSON.stringify(tasks);
  return all.length <= max ? wrapCopy(version, true, all) : null;
}

/** The version first: storedVersion (stored-tasks.ts) reads it from the start of the value without parsing the rest. */
export function wrapCopy(version: number | undefined, complete: boolean, tasks: string): string {
  const head = version === undefined ? '{' : `{"version":${version},`;
  return `${head}"format":${TASKS_FORMAT},"complete":${complete},"tasks":${tasks}}`;
}
