import { apiFetch } from '../lib/api';

/**
 * Tells the server the browser's time zone, which decides when the user's day starts (ADR 6).
 * Only when this device has not reported this zone for this user yet: a zone chosen by hand in
 * the settings is not undone at every load, while a laptop that travelled reports its new zone
 * at the next load. Sent once the browser is idle, so it never competes with the first paint; a
 * failed report is tried again at the next load.
 */
export function reportTimeZone(
  uid: string,
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  /** The zone the server holds, when the page brought it: nothing to say if it is this one. */
  serverZone?: string | null,
): void {
  const key = `dayflow.zone.${uid}`;
  try {
    if (zone && zone === serverZone) localStorage.setItem(key, zone);
    if (!zone || localStorage.getItem(key) === zone) return;
    (window.requestIdleCallback ?? setTimeout)(() =>
      apiFetch('/api/settings', { method: 'PUT', body: { timeZone: zone } })
        .then(() => localStorage.setItem(key, zone))
        .catch(() => undefined),
    );
  } catch {
    // No storage: the server keeps the zone it has.
  }
}
