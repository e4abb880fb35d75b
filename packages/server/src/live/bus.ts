import type { FastifyBaseLogger } from 'fastify';
import type { LiveMessage } from '@dayflow/core';

/**
 * What reaches a user's sockets: a message to forward, "your view may be stale, resend a
 * snapshot", or "some of this user's sessions ended: close the sockets opened with them".
 */
export type BusDelivery = { kind: 'message'; message: LiveMessage } | { kind: 'resync' } | { kind: 'sessions-ended' };
export type BusListener = (delivery: BusDelivery) => void;

/**
 * Carries live messages from whoever changed a user's data to that user's sockets, on this
 * instance and (on PostgreSQL) on every other instance.
 */
export interface LiveBus {
  /**
   * Call only after the change has committed, so no socket ever sees a change that was rolled
   * back. Never rejects: the change is already saved, and a lost message heals on the client's
   * next snapshot; failures are logged.
   */
  publish(uid: string, message: LiveMessage): Promise<void>;
  /**
   * After sign-out or a revocation has committed: every instance checks which of this user's
   * sockets belong to a session that no longer exists, and closes them. Never rejects.
   */
  endSessions(uid: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(uid: string, listener: BusListener): () => void;
  close(): Promise<void>;
}

/** This instance's listeners by user; both bus kinds deliver through it. */
export class LocalSubscribers {
  private readonly byUid = new Map<string, Set<BusListener>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(uid: string, listener: BusListener): () => void {
    let listeners = this.byUid.get(uid);
    if (!listeners) {
      listeners = new Set();
      this.byUid.set(uid, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byUid.get(uid) === listeners) this.byUid.delete(uid);
    };
  }

  /** Whether any socket on this instance listens for this user. */
  has(uid: string): boolean {
    return this.byUid.has(uid);
  }

  deliver(uid: string, delivery: BusDelivery): void {
    for (const listener of this.byUid.get(uid) ?? []) this.call(listener, delivery);
  }

  /** After messages may have been missed (e.g. the PostgreSQL listener reconnected). */
  deliverToAll(delivery: BusDelivery): void {
    for (const listeners of this.byUid.values()) for (const listener of listeners) this.call(listener, delivery);
  }

  // One broken socket handler must not keep the message from the user's other sockets.
  private call(listener: BusListener, delivery: BusDelivery): void {
    try {
      listener(delivery);
    } catch (err) {
      this.log.error({ err }, 'live listener failed');
    }
  }
}

/** One process (SQLite): a publish reaches the local sockets synchronously, in publish order. */
export function createInProcessBus(log: FastifyBaseLogger): LiveBus {
  const subscribers = new LocalSubscribers(log);
  return {
    publish: async (uid, message) => subscribers.deliver(uid, { kind: 'message', message }),
    endSessions: async (uid) => subscribers.deliver(uid, { kind: 'sessions-ended' }),
    subscribe: (uid, listener) => subscribers.add(uid, listener),
    close: async () => {},
  };
}
