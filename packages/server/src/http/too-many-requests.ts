import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** One counter of @fastify/rate-limit; the caller registers the plugin (with `global: false`). */
export type Limit = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

export interface LimitOptions {
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
}

export function createLimit(app: FastifyInstance, { max, windowMs, key }: LimitOptions): Limit {
  return app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key }) as Limit;
}

/**
 * Counts the request against each limit in turn and refuses it at the first one exceeded, with
 * the one 429 every limiter answers: `Retry-After` in whole seconds (at least 1, so a client
 * never retries at once) and `{error}` saying when to try again.
 */
export async function enforceLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: readonly Limit[],
  { windowMs, tooMany }: { windowMs: number; tooMany: string },
): Promise<void> {
  for (const limit of limits) {
    const result = await limit(request);
    if (!result.isExceeded) continue;
    const seconds = Math.max(1, result.ttlInSeconds ?? Math.ceil(windowMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many ${tooMany}. Try again in ${seconds} seconds.`);
  }
}
