import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthProvidersSchema, ProfileSchema, SessionAnswerSchema, type Profile } from '@dayflow/core';
import type { EndAccess } from './access-ending-hooks';
import { createAuth, type Auth } from './auth';
import { forwardToAuth } from './auth-bridge';
import { enabledProviders } from './auth-providers';
import { allowPopupOpener } from './popup-headers';
import { registerSessionLookup, type SessionUser } from './session-lookup';
import { registerLibraryRoutes } from './library-routes';
import { registerSignInLimiter, type SignInLimiter } from './sign-in-rate-limit';
import { addSignedInCookie, settleSignedInCookie } from './signed-in-cookie';

export type { SessionUser } from './session-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The sign-in throttles, for routes elsewhere that check a password (account/). */
    signInLimiter: SignInLimiter;
  }
}

export function toProfile(user: SessionUser): Profile {
  return { id: user.id, email: user.email, displayName: user.name, photoURL: user.image };
}

export const authPlugin = fp(
  async (fastify: FastifyInstance, opts: { secret: string; endAccess?: EndAccess }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const auth = createAuth({
      config: app.config,
      db: app.db,
      dialect: app.dialect,
      secret: opts.secret,
      logger: app.log,
      mailer: app.mailer,
      // liveBus registers after this plugin; it exists by the time any request runs. Without the
      // account feature's endAccess, ended sessions still close their live sockets.
      endAccess: opts.endAccess ?? ((userId) => app.liveBus.endSessions(userId)),
    });
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    registerSessionLookup(app, auth);
    addSignedInCookie(app);

    allowPopupOpener(app);
    const limit = await registerSignInLimiter(app);
    app.decorate('signInLimiter', limit);
    const forward = (request: FastifyRequest, reply: FastifyReply) => forwardToAuth(auth, request, reply);

    // Public: the sign-in popup asks what to offer before anyone is signed in.
    app.get('/api/auth-providers', { schema: { response: { 200: AuthProvidersSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return enabledProviders(app.config);
    });

    registerLibraryRoutes(app, forward, limit);

    app.get('/api/me', { onRequest: app.requireUser, schema: { response: { 200: ProfileSchema } } }, async (request) =>
      toProfile(request.user),
    );
    // The browser's own question at boot: 200 either way, so being signed out is not an error.
    // Cookies only; a script with a token asks /api/me.
    app.get('/api/session', { schema: { response: { 200: SessionAnswerSchema } } }, async (request, reply) => {
      const user = await app.userFromHeaders(request.headers);
      // A session that ran out or was ended elsewhere: its companion goes too, so the next load
      // of this browser starts signed out without asking (and a live one gets it if it lacks it).
      settleSignedInCookie(app, request, reply, user?.id ?? null);
      return { profile: user ? toProfile(user) : null };
    });
  },
  { name: 'auth', dependencies: ['db', 'mail'] },
);
