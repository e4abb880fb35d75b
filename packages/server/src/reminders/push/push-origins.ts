/**
 * Where the server may send a push: the browsers' push services only, so a subscription cannot
 * make the server request an address of the subscriber's choosing (server-side request forgery:
 * an internal service, a cloud metadata address). Checked when a device subscribes and again
 * before each send.
 */
const BROWSER_PUSH_ORIGINS = new Set([
  'https://fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'https://android.googleapis.com', // older Chrome registrations
  'https://updates.push.services.mozilla.com', // Firefox
  'https://web.push.apple.com', // Safari (macOS, iOS home-screen apps)
]);

/** Windows Push Notification Services hosts are per region: wns2-xxx.notify.windows.com. */
const BROWSER_PUSH_HOST_SUFFIXES = ['.notify.windows.com'];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (BROWSER_PUSH_ORIGINS.has(url.origin) || extraOrigins.includes(url.origin)) return true;
  return url.port === '' && BROWSER_PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix));
}
