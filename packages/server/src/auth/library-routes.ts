import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BackupCodeSchema,
  ChangePasswordSchema,
  LocalSignInSchema,
  LocalSignUpSchema,
  PASSWORD_RESET_PATH,
  PasskeyDeleteSchema,
  PasskeyPasswordSchema,
  PasskeyRegisterSchema,
  PasskeySignInSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  TotpCodeSchema,
  TwoFactorPasswordSchema,
  UpdateProfileSchema,
} from '@dayflow/core';
import { AUTH_BASE_PATH } from '../http';
import { endpointTreatments, openPathMatcher } from './library-endpoints';
import type { SignInLimiter } from './sign-in-rate-limit';

/** Where a provider sign-in (or a link from Settings) starts; the URLs are checked by the library. */
const callbackUrl = z.string().max(2048).optional();
const ProviderStartSchema = z.strictObject({
  provider: z.string().min(1).max(64),
  callbackURL: callbackUrl,
  errorCallbackURL: callbackUrl,
  newUserCallbackURL: callbackUrl,
  disableRedirect: z.boolean().optional(),
});

type Forward = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * A reset request answers no sooner than this, found or not: the library writes a token only for
 * an existing account, and that write must not be what tells the two apart.
 */
export const RESET_REQUEST_ANSWER_MS = 250;

/**
 * The library's endpoints as this server exposes them (see library-endpoints.ts): our schema and
 * limits in front of those we guard, the open ones passed through, every other path 404.
 */
export function registerLibraryRoutes(app: FastifyInstance, forward: Forward, limit: SignInLimiter): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const treatments = endpointTreatments(app.config);
  const isOpen = openPathMatcher(app.config);
  const ours = (path: string) => treatments.get(path) === 'ours';
  const url = (path: string) => `${AUTH_BASE_PATH}${path}`;

  r.post(url('/sign-in/email'), { schema: { body: LocalSignInSchema }, preHandler: limit.emailSignIn }, forward);
  r.post(url('/sign-up/email'), { schema: { body: LocalSignUpSchema }, preHandler: limit.signUp }, forward);
  const provider = { body: ProviderStartSchema };
  r.post(url('/sign-in/social'), { schema: provider, preHandler: limit.providerSignIn }, forward);
  r.post(url('/link-social'), { schema: provider, preHandler: limit.providerSignIn }, forward);
  r.post(
    url('/change-password'),
    { schema: { body: ChangePasswordSchema }, preHandler: limit.passwordChange },
    forward,
  );
  r.post(url('/update-user'), { schema: { body: UpdateProfileSchema }, preHandler: limit.profileEdit }, forward);

  const passwordOnly = { schema: { body: TwoFactorPasswordSchema }, preHandler: limit.passwordChange };
  for (const path of ['/two-factor/enable', '/two-factor/disable', '/two-factor/get-totp-uri']) {
    r.post(url(path), passwordOnly, forward);
  }
  r.post(url('/two-factor/generate-backup-codes'), passwordOnly, forward);
  r.post(url('/two-factor/verify-totp'), { schema: { body: TotpCodeSchema }, preHandler: limit.codeGuess }, forward);
  r.post(
    url('/two-factor/verify-backup-code'),
    { schema: { body: BackupCodeSchema }, preHandler: limit.codeGuess },
    forward,
  );

  r.post(
    url('/passkey/registration-options'),
    { schema: { body: PasskeyPasswordSchema }, preHandler: limit.passwordChange },
    forward,
  );
  r.post(url('/passkey/register'), { schema: { body: PasskeyRegisterSchema }, preHandler: limit.profileEdit }, forward);
  r.post(url('/passkey/delete'), { schema: { body: PasskeyDeleteSchema }, preHandler: limit.passwordChange }, forward);
  r.post(
    url('/passkey/authentication-options'),
    { schema: { body: z.strictObject({}) }, preHandler: limit.providerSignIn },
    forward,
  );
  r.post(
    url('/passkey/second-factor'),
    { schema: { body: PasskeySignInSchema }, preHandler: limit.codeGuess },
    forward,
  );
  r.post(url('/passkey/sign-in'), { schema: { body: PasskeySignInSchema }, preHandler: limit.providerSignIn }, forward);

  if (ours('/request-password-reset')) {
    const answerAt = new WeakMap<FastifyRequest, number>();
    r.post(
      url('/request-password-reset'),
      {
        schema: { body: PasswordResetRequestSchema },
        onRequest: async (request) => {
          answerAt.set(request, performance.now() + RESET_REQUEST_ANSWER_MS);
        },
        preHandler: limit.resetMail,
        // Held back before it leaves, whatever the answer (a 400 or 429 too), so no path is quicker.
        onSend: async (request) => {
          const wait = (answerAt.get(request) ?? 0) - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        },
      },
      async (request, reply) => {
        // The link always leads to our page; the body's schema admits no target of the client's.
        request.body = { email: request.body.email, redirectTo: PASSWORD_RESET_PATH } as typeof request.body;
        return forward(request, reply);
      },
    );
  }
  if (ours('/send-verification-email')) {
    r.post(
      url('/send-verification-email'),
      { schema: { body: PasswordResetRequestSchema }, preHandler: limit.resetMail },
      forward,
    );
  }
  if (ours('/reset-password')) {
    r.post(url('/reset-password'), { schema: { body: PasswordResetSchema }, preHandler: limit.passwordReset }, forward);
  }

  r.route({
    method: ['GET', 'POST'],
    url: url('/*'),
    handler: (request, reply) => {
      const path = request.url.split('?')[0]!.slice(AUTH_BASE_PATH.length);
      return isOpen(path) ? forward(request, reply) : reply.callNotFound();
    },
  });
}
