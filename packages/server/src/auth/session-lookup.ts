import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { HttpError, bearerTokenOf } from '../http';
import { userFromAccessToken } from '../tokens';
import type { Auth } from './auth';
import { SessionCache, sessionTokenOf } from './session-cache';
import { watchSessionEnds } from './session-end';
import { sessionExpiries } from './session-rows';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
}

/** A signed-in session: who, which session (the live sockets end with it) and until when. */
export interface SignedInSession {
  user: SessionUser;
  sessionId: string;
  /** Epoch ms, as stored now (better-auth moves it forward while the session is used). */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for route folders that need a signed-in user (session cookie, or a personal
     * access token as `Authorization: Bearer`): 401 otherwise.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user behind a cookie header, or null. */
    userFromHeaders: (headers: FastifyRequest['headers']) => Promise<SessionUser | null>;
    /** The session behind a cookie header, or null (the WebSocket upgrade keeps its id). */
    sessionFromHeaders: (headers: FastifyRequest['headers']) => Promise<SignedInSession | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser; routes behind it can rely on it. */
    user: SessionUser;
  }
}

/** How long this instance keeps a checked cookie's user (see session-cache.ts). */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_ENTRIES = 10_000;

/**
 * Session lookup for every request and socket. The cookie's signature and user are checked by
 * better-auth once per 10 s per instance (the costly part); every request still reads its
 * session's row by primary key, so a session signed out or revoked through any instance stops
 * working at once (docs/decisions/0007-exact-session-revocation.md).
 */
export function registerSessionLookup(app: FastifyInstance, auth: Auth, now: () => number = Date.now): void {
  const cache = new SessionCache<SignedInSession>(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);

  const sessionFromHeaders = async (headers: FastifyRequest['headers']): Promise<SignedInSession | null> => {
    const token = sessionTokenOf(headers.cookie);
    if (!token) return null;
    const cached = cache.get(token);
    if (cached) {
      const expiresAt = (await sessionExpiries(app.db, [cached.sessionId])).get(cached.sessionId);
      if (expiresAt !== undefined && expiresAt > now()) return { ...cached, expiresAt };
      cache.delete(token);
      return null;
    }
    const found = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!found) return null;
    const { id, email, name, image } = found.user;
    const session: SignedInSession = {
      user: { id, email, name: name || null, image: image ?? null },
      sessionId: found.session.id,
      expiresAt: new Date(found.session.expiresAt).getTime(),
    };
    cache.set(token, session);
    return session;
  };

  app.decorate('sessionFromHeaders', sessionFromHeaders);
  app.decorate('userFromHeaders', async (headers: FastifyRequest['headers']) => {
    return (await sessionFromHeaders(headers))?.user ?? null;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    // A script's personal access token, when it sends one, is the only credential looked at.
    const bearer = bearerTokenOf(request.headers.authorization);
    const user =
      bearer === undefined
        ? await app.userFromHeaders(request.headers)
        : await userFromAccessToken(app, request, bearer);
    if (!user) throw new HttpError(401, 'Sign in to continue');
    request.user = user;
  });
  watchSessionEnds(app);
}
