import type { Profile } from '@dayflow/core';

/**
 * How the session provider starts, decided at boot (app/boot.ts) before React renders:
 * - `confirmed`: the page came with the user's data, so the server has just confirmed them;
 *   nothing to ask.
 * - `unconfirmed`: a warm open — this device holds the user's profile and tasks, and the
 *   companion cookie says their session is live. Shown at once; the server is asked meanwhile.
 * - `loading`: anything else; nothing is shown until the server answers (spec §2).
 */
export type SessionStart =
  | { kind: 'loading' }
  | { kind: 'confirmed'; profile: Profile; timeZone: string | null }
  | { kind: 'unconfirmed'; profile: Profile };

let start: SessionStart = { kind: 'loading' };

export function setSessionStart(next: SessionStart): void {
  start = next;
}

/** Read by the provider when it mounts (twice under StrictMode, hence not taken once). */
export function sessionStart(): SessionStart {
  return start;
}
