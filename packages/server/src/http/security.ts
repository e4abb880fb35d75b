import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { AUTH_BASE_PATH } from './api-paths';
import { bearerTokenOf } from './bearer-token';
import { HttpError } from './errors';
import { helmetOptions } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers for every response, and a same-origin check for every mutating request:
 * browsers always send Origin on cross-site POST/PUT/PATCH/DELETE, so a foreign one is refused.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // The plugin's own copy of helmet's types differs from ours (ESM and CommonJS declarations), not its options.
    await app.register(helmet, helmetOptions(app.config.publicUrl) as FastifyHelmetOptions);

    // Every route, by method alone: a test on the URL could be dodged by spelling it another way.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || isTokenOnlyRequest(request)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(request, origin, app.config.publicUrl)) {
        throw new HttpError(403, 'Cross-origin request refused');
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/**
 * A script's request, signed in by an access token alone: a browser never sends it on its own
 * (a cross-site page cannot set Authorization without a CORS preflight, which we never allow),
 * so CSRF, the Origin check's reason, does not apply. With any cookie, or on the sign-in
 * library's routes (which read only cookies), the check stays. The route is the one the router
 * matched, not the URL's spelling.
 */
function isTokenOnlyRequest(request: FastifyRequest): boolean {
  if (request.headers.cookie !== undefined || bearerTokenOf(request.headers.authorization) === undefined) return false;
  return !(request.routeOptions.url ?? '').startsWith(`${AUTH_BASE_PATH}/`);
}

/**
 * With PUBLIC_URL the one origin browsers use is known, and only it passes: the Host header is
 * the client's to choose. Without it (a local run on any port) the request's own host is the
 * best there is.
 */
export function isAllowedOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined): boolean {
  if (publicUrl) return origin === new URL(publicUrl).origin;
  const host = request.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
