/**
 * Close codes of `GET /api/live` that the browser acts on; 4000–4999 are left to applications
 * by RFC 6455. Any other close (a network drop, 1006, 1011) means "reconnect with backoff".
 */

/** The socket's session ended (sign-out, revoked, expired): ask over HTTP whether still signed in. */
export const LIVE_CLOSE_SESSION_ENDED = 4001;

/**
 * The user opened more live sockets than the server keeps (a few dozen tabs), and this was the
 * oldest. Reconnecting would close the next oldest, and so on round the tabs: do not.
 */
export const LIVE_CLOSE_TOO_MANY_SOCKETS = 4002;

/**
 * The server speaks a newer sync protocol than this client (core's SYNC_PROTOCOL_VERSION, and
 * HTTP's 426 Upgrade Required): reconnecting cannot help; the page must load the new version.
 */
export const LIVE_CLOSE_UPGRADE_REQUIRED = 4426;
