import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AUTH_BASE_PATH } from './api-paths';
import { createLimit, enforceLimits } from './too-many-requests';

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decided once per route, from the path it was registered with, never from a request's URL:
 * every write route except the sign-in library's, which have their own, stricter limits
 * (auth/sign-in-rate-limit.ts). A feature added later is limited without asking.
 */
export function isLimitedWriteRoute(method: RouteOptions['method'], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.some((m) => WRITE_METHODS.has(m)) && !url.startsWith(`${AUTH_BASE_PATH}/`);
}

/**
 * Caps each user's writes per minute, so one account (a runaway client, a stolen session, a
 * script) cannot flood the database or every other socket of that user with changes.
 *
 * The check is a preParsing hook of each limited route: after the route's sign-in hook has set
 * request.user (onRequest hooks all run first), and before the body is read, so refused requests
 * cost almost nothing. Counts live in this process; N instances behind a balancer allow up to N
 * times the limit, which still bounds the damage. Must be registered before the route plugins
 * it covers: it sees only routes added after it.
 */
export const writeRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // global: false limits nothing by itself; registering again after the sign-in limiter is
    // harmless (the plugin only decorates what is not there yet).
    await app.register(rateLimit, { global: false });
    const perUser = createLimit(app, {
      max: app.config.writeRateLimitPerMinute,
      windowMs: WINDOW_MS,
      key: (request) => (request.user ? `write:user:${request.user.id}` : `write:ip:${request.ip}`),
    });
    const limitWrites = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!WRITE_METHODS.has(request.method)) return;
      await enforceLimits(request, reply, [perUser], { windowMs: WINDOW_MS, tooMany: 'changes' });
    };

    app.addHook('onRoute', (route) => {
      if (!isLimitedWriteRoute(route.method, route.url)) return;
      const own = route.preParsing ?? [];
      route.preParsing = [...(Array.isArray(own) ? own : [own]), limitWrites];
    });
  },
  { name: 'write-rate-limit', dependencies: ['config', 'auth'] },
);
