import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createLimit, enforceLimits, type Limit } from '../http';

/**
 * Password guessing is slowed twice over: per account and address (a victim elsewhere is never
 * locked out), and per address across accounts (credential stuffing). Sign-up is limited too,
 * more loosely, because it answers whether an email is taken.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 60_000,
  perAccount: 5,
  perAddress: 20,
  signUpsPerAddress: 60,
  /**
   * Reset (and confirmation) mails, per quarter hour: a few per client for one email address, so
   * a stranger's requests use up the stranger's allowance and never the owner's...
   */
  resetMailWindowMs: 15 * 60_000,
  resetMailsPerEmailAndAddress: 3,
  /** ...more per email address from everyone, so its inbox cannot be flooded from many clients... */
  resetMailsPerEmail: 10,
  /** ...and per client across addresses, so nobody mails a list of strangers. */
  resetMailsPerAddress: 10,
  /** Setting a password from a link, or changing it with the current one (a password guess). */
  passwordChangesPerAddress: 10,
  /** Profile edits. */
  profileEditsPerAddress: 30,
} as const;

export interface SignInLimiter {
  /** preHandler for email sign-in: runs after the body is parsed, so it can key by email. */
  emailSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler for sign-in with a provider (starting one costs a row in our database). */
  providerSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  signUp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  resetMail: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Setting a password from a mailed link. */
  passwordReset: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** change-password checks the current one: per session as well, like a sign-in per account. */
  passwordChange: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  profileEdit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** A two-factor or backup code: per pending sign-in (or session) and per address. */
  codeGuess: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export async function registerSignInLimiter(app: FastifyInstance): Promise<SignInLimiter> {
  // Not global: only the routes below are limited. The store lives in this process; several
  // instances each allow the limit, which still bounds guessing to a few per minute.
  await app.register(rateLimit, { global: false });
  const { windowMs } = SIGN_IN_LIMITS;
  const limiter = (max: number, key: (request: FastifyRequest) => string, window: number = windowMs): Limit =>
    createLimit(app, { max, windowMs: window, key });

  const perAccount = limiter(SIGN_IN_LIMITS.perAccount, (r) => `sign-in:${r.ip}:${emailOf(r)}`);
  const perAddress = limiter(SIGN_IN_LIMITS.perAddress, (r) => `sign-in:${r.ip}`);
  const signUps = limiter(SIGN_IN_LIMITS.signUpsPerAddress, (r) => `sign-up:${r.ip}`);
  const { resetMailWindowMs } = SIGN_IN_LIMITS;
  const resetsPerEmailAndAddress = limiter(
    SIGN_IN_LIMITS.resetMailsPerEmailAndAddress,
    (r) => `reset:${r.ip}:${emailOf(r)}`,
    resetMailWindowMs,
  );
  const resetsPerEmail = limiter(SIGN_IN_LIMITS.resetMailsPerEmail, (r) => `reset:${emailOf(r)}`, resetMailWindowMs);
  const resetsPerAddress = limiter(SIGN_IN_LIMITS.resetMailsPerAddress, (r) => `reset:${r.ip}`, resetMailWindowMs);
  const passwordChanges = limiter(SIGN_IN_LIMITS.passwordChangesPerAddress, (r) => `password:${r.ip}`);
  // Keyed by the session cookie: whoever holds one session gets a sign-in's few guesses a minute.
  const passwordChangesPerSession = limiter(
    SIGN_IN_LIMITS.perAccount,
    (r) => `password-session:${r.ip}:${r.headers.cookie ?? ''}`,
  );
  // The pending sign-in is named by its two-factor cookie (or the session, when confirming setup).
  const codesPerSignIn = limiter(SIGN_IN_LIMITS.perAccount, (r) => `code:${r.ip}:${r.headers.cookie ?? ''}`);
  const codesPerAddress = limiter(SIGN_IN_LIMITS.perAddress, (r) => `code:${r.ip}`);
  const profileEdits = limiter(SIGN_IN_LIMITS.profileEditsPerAddress, (r) => `profile:${r.ip}`);

  const enforce =
    (...limits: Limit[]) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimits(request, reply, limits, { windowMs, tooMany: 'attempts' });

  return {
    emailSignIn: enforce(perAddress, perAccount),
    providerSignIn: enforce(perAddress),
    signUp: enforce(signUps),
    resetMail: (request, reply) =>
      enforceLimits(request, reply, [resetsPerAddress, resetsPerEmailAndAddress, resetsPerEmail], {
        windowMs: resetMailWindowMs,
        tooMany: 'reset requests',
      }),
    passwordReset: enforce(passwordChanges),
    passwordChange: enforce(passwordChanges, passwordChangesPerSession),
    profileEdit: enforce(profileEdits),
    codeGuess: enforce(codesPerAddress, codesPerSignIn),
  };
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
