import { feedStatusStore } from '../calendar/calendar-feed-section';
import { pushDevicesStore } from '../notifications/push-devices-store';
import { sessionsStore } from '../sessions/sessions-store';
import { tokensStore } from '../tokens/tokens-store';
import { trustedDevicesStore } from '../trusted-devices/trusted-devices-section';

/**
 * After something ended many ways in at once (sign out everywhere, a password change that signed
 * the others out), each list on the page reads again what is left.
 */
export function reloadWaysIn(uid: string): void {
  for (const store of [
    sessionsStore(uid),
    tokensStore(uid),
    feedStatusStore(uid),
    trustedDevicesStore(uid),
    pushDevicesStore(uid),
  ]) {
    store.invalidate();
  }
}
