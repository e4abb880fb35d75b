import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from './errors';

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LIMITED_PATH = /^\/api\/(tasks|goal|streak)(\/|\?|$)/;

type Check = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

/** Only the data a user owns: sign-in has its own, stricter limits (auth/sign-in-rate-limit.ts). */
export function isLimitedWrite(method: string, url: string): boolean {
  return WRITE_METHODS.has(method) && LIMITED_PATH.test(url);
}

/**
 * Caps each user's writes per minute, so one account (a runaway client, a stolen session, a
 * script) cannot flood the database or every other socket of that user with changes.
 *
 * The check runs in preParsing: after the route's sign-in hook has set request.user (onRequest
 * hooks all run first), and before the body is read, so refused requests cost almost nothing.
 * Counts live in this process; N instances behind a balancer allow up to N times the limit,
 * which still bounds the damage. Must be registered before the route plugins it covers.
 */
export const writeRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // global: false limits nothing by itself; registering again after the sign-in limiter is
    // harmless (the plugin only decorates what is not there yet).
    await app.register(rateLimit, { global: false });
    const check = app.createRateLimit({
      max: app.config.writeRateLimitPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => (request.user ? `write:user:${request.user.id}` : `write:ip:${request.ip}`),
    }) as Check;

    app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isLimitedWrite(request.method, request.url)) return;
      const result = await check(request);
      if (!result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds ?? WINDOW_MS / 1000);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, `Too many changes. Try again in ${seconds} seconds.`);
    });
  },
  { name: 'write-rate-limit', dependencies: ['config', 'auth'] },
);
