import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_CLOSE_SESSION_ENDED } from '@dayflow/core';
import { sessionExpiries } from '../auth';
import type { Database } from '../db';

/** setTimeout holds at most 2^31-1 ms (~24.8 days); sessions last 30: wake up and look again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What the session check needs of a live socket. */
export interface SessionBoundSocket {
  readonly sessionId: string;
  /** Closes the socket with a close code the browser acts on. */
  end(code: number, reason: string): void;
  /** Called with the session's current expiry while it lasts. */
  expiresAt(at: number): void;
}

/**
 * Ends the live sockets whose session is gone (signed out, revoked) or expired, and tells the
 * others when theirs now expires (better-auth moves the expiry forward while a session is used).
 * A failed read closes nothing: the next sign-out, expiry or reconnect checks again.
 */
export async function endSocketsOfEndedSessions(
  db: Kysely<Database>,
  sockets: readonly SessionBoundSocket[],
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (sockets.length === 0) return;
  let expiries: Map<string, number>;
  try {
    expiries = await sessionExpiries(db, [...new Set(sockets.map((socket) => socket.sessionId))]);
  } catch (err) {
    log.warn({ err }, 'live session check failed');
    return;
  }
  for (const socket of sockets) {
    const at = expiries.get(socket.sessionId);
    if (at === undefined || at <= now) socket.end(LIVE_CLOSE_SESSION_ENDED, 'Session ended');
    else socket.expiresAt(at);
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
