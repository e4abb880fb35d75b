import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_CLOSE_SESSION_ENDED } from '@dayflow/core';
import { liveSessions } from '../auth';
import type { Database } from '../db';

/** setTimeout holds at most 2^31-1 ms (~24.8 days); sessions last 30: wake up and look again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What the session check needs of a live socket. */
export interface SessionBoundSocket {
  /** The session it was opened with, or the one the library renewed that as (a password change). */
  sessionId: string;
  /** Closes the socket with a close code the browser acts on. */
  end(code: number, reason: string): void;
  /** Called with the session's current expiry while it lasts. */
  expiresAt(at: number): void;
}

/**
 * Ends the live sockets whose session is gone (signed out, revoked) or expired, and tells the
 * others when theirs now expires (better-auth moves the expiry forward while a session is used).
 * A socket whose session was renewed for the same browser (a password change there) follows the
 * new one: that tab is not signed out, whichever of the socket's close and the answer's new
 * cookie would have reached it first.
 * A failed read closes nothing: the next sign-out, expiry or reconnect checks again.
 */
export async function endSocketsOfEndedSessions(
  db: Kysely<Database>,
  sockets: readonly SessionBoundSocket[],
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (sockets.length === 0) return;
  // Each socket's session as this check reads it: another check may rebind a socket while this
  // one waits for the database, and the new id is not in what this one read.
  const bound = sockets.map((socket) => [socket, socket.sessionId] as const);
  let sessions: Awaited<ReturnType<typeof liveSessions>>;
  try {
    sessions = await liveSessions(db, [...new Set(bound.map(([, sessionId]) => sessionId))]);
  } catch (err) {
    log.warn({ err }, 'live session check failed');
    return;
  }
  for (const [socket, sessionId] of bound) {
    // Rebound meanwhile by a check that read later: that one has decided for it.
    if (socket.sessionId !== sessionId) continue;
    const session = sessions.get(sessionId);
    if (session === undefined || session.expiresAt <= now) {
      socket.end(LIVE_CLOSE_SESSION_ENDED, 'Session ended');
      continue;
    }
    // The same browser under its renewed session: it keeps its socket, which now answers to that one.
    socket.sessionId = session.sessionId;
    socket.expiresAt(session.expiresAt);
  }
}

/** A timer for the moment a session expires, re-armed whenever the expiry moves. */
export class ExpiryTimer {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onExpiry: () => void) {}

  set(at: number, now: number): void {
    this.clear();
    this.timer = setTimeout(this.onExpiry, Math.min(Math.max(at - now, 0), LONGEST_TIMER_MS));
    this.timer.unref();
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
