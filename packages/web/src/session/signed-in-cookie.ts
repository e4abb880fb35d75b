import { SIGNED_IN_COOKIE } from '@dayflow/core';

/**
 * The user the server's companion of the session cookie names (docs/decisions/0017-first-data-
 * with-the-page.md), or null. It expires with the session cookie, so without it the session has
 * run out and whatever this device kept of the last user must not be shown.
 */
export function signedInUserId(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SIGNED_IN_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The server said nobody: the next load must not believe a session is live either. */
export function forgetSignedInCookie(): void {
  try {
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // No document (tests, workers): nothing to forget.
  }
}
