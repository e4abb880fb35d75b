import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Profile } from '@dayflow/core';
import { HttpError } from '../http/errors';
import { createAuth, type Auth } from './auth';

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

export function toProfile(user: SessionUser): Profile {
  return { id: user.id, email: user.email, displayName: user.name, photoURL: user.image };
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    const auth = createAuth({ config: app.config, db: app.db, dialect: app.dialect, secret: opts.secret });
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    const userFromHeaders = async (headers: FastifyRequest['headers']): Promise<SessionUser | null> => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      if (!session) return null;
      const { id, email, name, image } = session.user;
      return { id, email, name: name || null, image: image ?? null };
    };
    app.decorate('userFromHeaders', userFromHeaders);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await userFromHeaders(request.headers);
      if (!user) throw new HttpError(401, 'Sign in to continue');
      request.user = user;
    });

    // better-auth speaks Fetch API Request/Response; this bridges Fastify to it.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
        const body = request.body === undefined ? undefined : JSON.stringify(request.body);
        const response = await auth.handler(
          new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers), body }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.send(response.body ? await response.text() : null);
      },
    });

    app.get('/api/me', { onRequest: app.requireUser }, async (request) => toProfile(request.user));
  },
  { name: 'auth', dependencies: ['db'] },
);
