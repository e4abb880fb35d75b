import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers for every response, and a same-origin check for every mutating API request:
 * browsers always send Origin on cross-site POST/PUT/PATCH/DELETE, so a foreign one is refused.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Nothing leaves for other sites (profile photos, links). Not no-referrer: browsers then
      // send `Origin: null` on our own POSTs, which the check below refuses.
      referrerPolicy: { policy: 'same-origin' },
      // Old browsers that ignore frame-ancestors: never framed either.
      frameguard: { action: 'deny' },
      // The sign-in popup must be able to reach its opener through postMessage.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: app.config.publicUrl?.startsWith('https://') ? undefined : false,
    });

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(request, origin, app.config.publicUrl)) {
        throw new HttpError(403, 'Cross-origin request refused');
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);

export function isAllowedOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined): boolean {
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
