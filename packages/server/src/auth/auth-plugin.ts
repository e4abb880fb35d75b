import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthProvidersSchema, LocalSignInSchema, LocalSignUpSchema, ProfileSchema, type Profile } from '@dayflow/core';
import { HttpError } from '../http/errors';
import { AUTH_BASE_PATH, createAuth, type Auth } from './auth';
import { forwardToAuth } from './auth-bridge';
import { enabledProviders } from './auth-providers';
import { allowPopupOpener } from './popup-headers';
import { SessionCache, sessionTokenOf } from './session-cache';
import { registerSignInLimiter } from './sign-in-rate-limit';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook for route folders that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user behind a cookie header, or null (used by the WebSocket upgrade). */
    userFromHeaders: (headers: FastifyRequest['headers']) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser; routes behind it can rely on it. */
    user: SessionUser;
  }
}

/** How long this instance trusts a session it has already checked (see session-cache.ts). */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_ENTRIES = 10_000;

export function toProfile(user: SessionUser): Profile {
  return { id: user.id, email: user.email, displayName: user.name, photoURL: user.image };
}

export const authPlugin = fp(
  async (fastify: FastifyInstance, opts: { secret: string }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const auth = createAuth({
      config: app.config,
      db: app.db,
      dialect: app.dialect,
      secret: opts.secret,
      logger: app.log,
    });
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    const sessions = new SessionCache<SessionUser>(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);
    const userFromHeaders = async (headers: FastifyRequest['headers']): Promise<SessionUser | null> => {
      const token = sessionTokenOf(headers.cookie);
      if (!token) return null;
      const cached = sessions.get(token);
      if (cached) return cached;
      const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      if (!session) return null;
      const { id, email, name, image } = session.user;
      const user = { id, email, name: name || null, image: image ?? null };
      sessions.set(token, user);
      return user;
    };
    app.addHook('onRequest', async (request) => {
      if (request.method === 'POST' && request.url.split('?')[0] === `${AUTH_BASE_PATH}/sign-out`) {
        const token = sessionTokenOf(request.headers.cookie);
        if (token) sessions.delete(token);
      }
    });
    app.decorate('userFromHeaders', userFromHeaders);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await userFromHeaders(request.headers);
      if (!user) throw new HttpError(401, 'Sign in to continue');
      request.user = user;
    });

    allowPopupOpener(app);
    const limit = await registerSignInLimiter(app);
    const forward = (request: FastifyRequest, reply: FastifyReply) => forwardToAuth(auth, request, reply);

    // Public: the sign-in popup asks what to offer before anyone is signed in.
    app.get('/api/auth-providers', { schema: { response: { 200: AuthProvidersSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return enabledProviders(app.config);
    });

    // The routes a form posts to get our own validation ({error, field}) and rate limits first.
    app.post(
      `${AUTH_BASE_PATH}/sign-in/email`,
      { schema: { body: LocalSignInSchema }, preHandler: limit.emailSignIn },
      forward,
    );
    app.post(
      `${AUTH_BASE_PATH}/sign-up/email`,
      { schema: { body: LocalSignUpSchema }, preHandler: limit.signUp },
      forward,
    );
    app.post(
      `${AUTH_BASE_PATH}/sign-in/social`,
      { schema: { body: z.looseObject({ provider: z.string().min(1).max(64) }) }, preHandler: limit.providerSignIn },
      forward,
    );
    app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler: forward });

    app.get('/api/me', { onRequest: app.requireUser, schema: { response: { 200: ProfileSchema } } }, async (request) =>
      toProfile(request.user),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
