import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCookieGetter } from 'better-auth/cookies';
import {
  ACCOUNT_ACCESS_TEXTS,
  ConfirmPasswordSchema,
  EndedAccessSchema,
  SignOutEverywhereSchema,
  TrustedDeviceListSchema,
  TrustedDeviceParamsSchema,
} from '@dayflow/core';
import type { SignedInSession } from '../auth';
import { HttpError, notFound } from '../http';
import { endAccountAccess } from './end-account-access';
import { markConfirmed } from './recent-confirmation';
import { deleteTrustedDevice, listTrustedDevices, trustedDeviceOfCookie } from './trusted-devices';

const SESSION_ONLY = [{ session: [] }];

/**
 * The doors into an account, seen and shut by its owner: confirm it is you, sign out everywhere,
 * and the trusted devices of two-factor sign-in. Registered behind refuseAccessTokens and
 * requireUser (account/index.ts): only a signed-in browser may use them.
 */
export async function accountAccessRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const trustCookie = createCookieGetter(app.auth.options)('trust_device').name;
  const secret = app.auth.options.secret!;

  /** The session of this request; requireUser has already found it by the same cookie. */
  const thisSession = async (request: FastifyRequest): Promise<SignedInSession> => {
    const session = await app.sessionFromHeaders(request.headers);
    if (!session) throw new HttpError(401, 'Sign in to continue');
    return session;
  };
  const thisTrustedDevice = (request: FastifyRequest) =>
    trustedDeviceOfCookie(request.headers.cookie, trustCookie, secret, request.user.id);

  r.post(
    '/api/account/confirm',
    {
      schema: {
        summary: 'Confirm it is you with your password: this session counts as confirmed for 10 minutes',
        security: SESSION_ONLY,
        body: ConfirmPasswordSchema,
      },
      // A password guess like change-password's, so limited like it.
      preHandler: app.signInLimiter.passwordChange,
    },
    async (request, reply) => {
      const session = await thisSession(request);
      const context = await app.auth.$context;
      const account = await context.internalAdapter.findCredentialAccount(session.user.id);
      if (!account?.password) throw new HttpError(400, ACCOUNT_ACCESS_TEXTS.noPassword, 'password');
      const right = await context.password.verify({ hash: account.password, password: request.body.password });
      if (!right) throw new HttpError(400, ACCOUNT_ACCESS_TEXTS.wrongPassword, 'password');
      await markConfirmed(app.db, { sessionId: session.sessionId, uid: session.user.id }, app.config.now());
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        summary:
          'End every way into the account but this session: sessions, tokens, calendar link, push, trusted devices',
        security: SESSION_ONLY,
        body: SignOutEverywhereSchema,
        response: { 200: EndedAccessSchema },
      },
      preHandler: app.requireRecentConfirmation,
    },
    async (request, reply) => {
      const session = await thisSession(request);
      const ended = await endAccountAccess(app.db, session.user.id, {
        keepSessionId: session.sessionId,
        keepTrustedDevice: thisTrustedDevice(request),
      });
      request.log.info({ uid: session.user.id, ended }, 'signed out everywhere');
      await app.liveBus.endSessions(session.user.id);
      reply.header('cache-control', 'no-store');
      return ended;
    },
  );

  r.get(
    '/api/account/trusted-devices',
    {
      schema: {
        summary: 'Browsers that skip the two-factor code at sign-in ("trust this device")',
        security: SESSION_ONLY,
        response: { 200: TrustedDeviceListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const devices = await listTrustedDevices(app.db, request.user.id, {
        now: app.config.now(),
        currentIdentifier: thisTrustedDevice(request),
      });
      return { devices };
    },
  );

  r.delete(
    '/api/account/trusted-devices/:id',
    {
      schema: {
        summary: 'Stop trusting a browser: its next sign-in asks for the code again',
        security: SESSION_ONLY,
        params: TrustedDeviceParamsSchema,
      },
    },
    async (request, reply) => {
      if (!(await deleteTrustedDevice(app.db, request.user.id, request.params.id))) throw notFound('Trusted device');
      return reply.code(204).send();
    },
  );
}
