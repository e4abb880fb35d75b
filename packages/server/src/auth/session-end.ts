import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from '../http';
import { sessionIdsOf } from './session-rows';

/** What one request of the sign-in library ended. */
export interface EndedSessions {
  uid: string;
  /** Ids of the user's sessions that existed before the request and do not after it. */
  ended: string[];
  /**
   * A change of password that signs out other devices replaces the caller's own session too
   * (the library deletes every session, then makes one for the caller): from the old id to the new.
   */
  replaced: { from: string; to: string } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `listener` after each request that ended some of a user's sessions, before its answer leaves. */
    onSessionsEnd(listener: (ended: EndedSessions) => Promise<void>): void;
  }
}

/**
 * Routes of the sign-in library after which some of the caller's sessions are gone; the live
 * sockets of those sessions are closed on every instance (live/session-end.ts), and whatever
 * those sessions made that lives only as long as they do (push devices) ends with them.
 */
export const SESSION_ENDING_PATHS = new Set(
  ['sign-out', 'revoke-session', 'revoke-sessions', 'revoke-other-sessions', 'change-password', 'delete-user'].map(
    (name) => `${AUTH_BASE_PATH}/${name}`,
  ),
);

interface Ending {
  uid: string;
  sessionId: string;
  before: Set<string>;
}

/**
 * Whose sessions a session-ending request touches is known only before it runs (sign-out deletes
 * the very session that names the user), so they are noted on the way in and compared once the
 * library has answered with success, before that answer leaves.
 */
export function watchSessionEnds(app: FastifyInstance): void {
  const listeners: ((ended: EndedSessions) => Promise<void>)[] = [];
  app.decorate('onSessionsEnd', (listener: (ended: EndedSessions) => Promise<void>) => {
    listeners.push(listener);
  });
  const ending = new WeakMap<FastifyRequest, Ending>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !SESSION_ENDING_PATHS.has(request.url.split('?')[0]!)) return;
    const session = await app.sessionFromHeaders(request.headers);
    if (!session) return;
    const uid = session.user.id;
    ending.set(request, { uid, sessionId: session.sessionId, before: await sessionIdsOf(app.db, uid) });
  });
  app.addHook('onSend', async (request, reply) => {
    const noted = ending.get(request);
    if (noted === undefined || reply.statusCode >= 300) return;
    ending.delete(request);
    const { uid, sessionId, before } = noted;
    await app.liveBus.endSessions(uid);
    const after = await sessionIdsOf(app.db, uid);
    const ended = [...before].filter((id) => !after.has(id));
    const made = [...after].filter((id) => !before.has(id));
    const replaced = ended.includes(sessionId) && made.length === 1 ? { from: sessionId, to: made[0]! } : null;
    for (const listener of listeners) await listener({ uid, ended, replaced });
  });
}
