import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer (served through @fastify/helmet in security.ts). */
export function helmetOptions(publicUrl: string | undefined): HelmetOptions {
  return {
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
    // send `Origin: null` on our own POSTs, which the Origin check refuses.
    referrerPolicy: { policy: 'same-origin' },
    // Old browsers that ignore frame-ancestors: never framed either.
    frameguard: { action: 'deny' },
    // The sign-in popup must be able to reach its opener through postMessage.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: publicUrl?.startsWith('https://') ? undefined : false,
  };
}

export type SecurityHeaders = ReadonlyArray<readonly [string, string]>;

/**
 * The same headers as a list, for the answers given before any hook can add them: a refused
 * path spelling (the first hook), the router's own refusals, and what Node answers itself (a
 * header block too large, a request with no Host). Made by the very middleware the plugin runs,
 * so the two cannot drift apart.
 */
export function securityHeaders(publicUrl: string | undefined): SecurityHeaders {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: (name: string) => {
      const at = headers.findIndex(([n]) => n === name.toLowerCase());
      if (at >= 0) headers.splice(at, 1);
    },
  } as unknown as ServerResponse;
  // Helmet's middleware is synchronous: it sets every header, then calls next.
  helmet(helmetOptions(publicUrl))({} as never, response, () => {});
  return headers;
}
