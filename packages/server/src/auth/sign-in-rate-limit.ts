import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createLimit, enforceLimits, type Limit } from '../http/too-many-requests';

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
} as const;

export interface SignInLimiter {
  /** preHandler for email sign-in: runs after the body is parsed, so it can key by email. */
  emailSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler for sign-in with a provider (starting one costs a row in our database). */
  providerSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  signUp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export async function registerSignInLimiter(app: FastifyInstance): Promise<SignInLimiter> {
  // Not global: only the routes below are limited. The store lives in this process; several
  // instances each allow the limit, which still bounds guessing to a few per minute.
  await app.register(rateLimit, { global: false });
  const { windowMs } = SIGN_IN_LIMITS;
  const limiter = (max: number, key: (request: FastifyRequest) => string): Limit =>
    createLimit(app, { max, windowMs, key });

  const perAccount = limiter(SIGN_IN_LIMITS.perAccount, (r) => `sign-in:${r.ip}:${emailOf(r)}`);
  const perAddress = limiter(SIGN_IN_LIMITS.perAddress, (r) => `sign-in:${r.ip}`);
  const signUps = limiter(SIGN_IN_LIMITS.signUpsPerAddress, (r) => `sign-up:${r.ip}`);

  const enforce =
    (...limits: Limit[]) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimits(request, reply, limits, { windowMs, tooMany: 'attempts' });

  return {
    emailSignIn: enforce(perAddress, perAccount),
    providerSignIn: enforce(perAddress),
    signUp: enforce(signUps),
  };
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
