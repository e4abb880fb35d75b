import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../http/errors';

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

type Check = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

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
  const limiter = (max: number, key: (request: FastifyRequest) => string): Check =>
    app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key }) as Check;

  const perAccount = limiter(SIGN_IN_LIMITS.perAccount, (r) => `sign-in:${r.ip}:${emailOf(r)}`);
  const perAddress = limiter(SIGN_IN_LIMITS.perAddress, (r) => `sign-in:${r.ip}`);
  const signUps = limiter(SIGN_IN_LIMITS.signUpsPerAddress, (r) => `sign-up:${r.ip}`);

  const enforce =
    (...checks: Check[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const check of checks) {
        const result = await check(request);
        if (result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds ?? Math.ceil(windowMs / 1000));
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, `Too many attempts. Try again in ${seconds} seconds.`);
        }
      }
    };

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
