/**
 * Where the server may send a push: the browsers' push services only, so a subscription cannot
 * make the server request an address of the subscriber's choosing (server-side request forgery:
 * an internal service, a cloud metadata address). Checked when a device subscribes and again
 * before each send, and the send goes to the very URL checked here (send-push.ts): two parsers
 * that disagree (`https://127.0.0.1;.notify.windows.com` is a Windows host to one and loopback to
 * the other) must never decide apart.
 */
const BROWSER_PUSH_ORIGINS = new Set([
  'https://fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'https://android.googleapis.com', // older Chrome registrations
  'https://updates.push.services.mozilla.com', // Firefox
  'https://web.push.apple.com', // Safari (macOS, iOS home-screen apps)
]);

/** Windows Push Notification Services hosts are per region: wns2-xxx.notify.windows.com. */
const BROWSER_PUSH_HOST_SUFFIXES = ['.notify.windows.com'];

/** Letters, digits and hyphens between dots: what a real push host is, and nothing a parser can misread. */
const PLAIN_HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The endpoint as the one URL every later step uses, or null when it is not a push service's.
 * An endpoint must already be written the way the URL standard writes it: a browser's always is,
 * and anything else (percent-escaped or odd characters in the host, a backslash) is refused
 * rather than cleaned up.
 */
export function pushEndpointUrl(endpoint: string, extraOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint) return null;
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return null;
  if (BROWSER_PUSH_ORIGINS.has(url.origin) || extraOrigins.includes(url.origin)) return url;
  const windowsHost =
    url.port === '' &&
    PLAIN_HOST_NAME.test(url.hostname) &&
    BROWSER_PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix));
  return windowsHost ? url : null;
}

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  return pushEndpointUrl(endpoint, extraOrigins) !== null;
}
