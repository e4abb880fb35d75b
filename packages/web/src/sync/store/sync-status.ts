import type { LiveState } from '../browser/live-connection';
import type { SyncStatus } from './sync-types';

export interface StatusInputs {
  live: LiveState;
  /** The browser says it has no network. */
  browserOffline: boolean;
  /** The last save attempt could not reach the server, and none has succeeded since. */
  saveFailing: boolean;
  /** Signed out (401): nothing is sent any more. */
  halted: boolean;
  pending: number;
}

export function deriveSyncStatus(inputs: StatusInputs): SyncStatus {
  const { live, browserOffline, saveFailing, halted, pending } = inputs;
  if (halted || browserOffline || saveFailing || live === 'down') return { state: 'offline', pending };
  if (pending > 0) return { state: 'syncing', pending };
  return { state: live === 'open' ? 'live' : 'connecting', pending };
}

export const sameStatus = (a: SyncStatus, b: SyncStatus) => a.state === b.state && a.pending === b.pending;
