import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** The one answer to a path spelled in any but its canonical form. */
export const NON_CANONICAL_PATH = 'Request path is not in canonical form';

/** RFC 3986 unreserved characters: percent-encoding one of them only disguises the path. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Encoded `/` or `\`: some parsers decode them into separators, others do not. */
const ENCODED_SEPARATOR = /^(2f|5c)$/i;

/**
 * True when the path of a request target (the query is not looked at) can be read only one
 * way. Our router (find-my-way) decodes `%61` to `a` but keeps `.` and `..` segments; the
 * sign-in library (WHATWG URL) resolves `.`, `..`, `%2e` and `\` but not `%61`. A path that
 * either could read differently is refused, so the route that matched is the route that runs.
 */
export function isCanonicalPath(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/') return true;
  if (!path.startsWith('/') || path.includes('\\') || path.includes('#')) return false;
  const segments = path.slice(1).split('/');
  for (const [i, segment] of segments.entries()) {
    // An empty segment is `//`; only the last may be empty (a trailing slash).
    if (segment === '' && i < segments.length - 1) return false;
    if (segment === '.' || segment === '..') return false;
    if (!hasCanonicalEscapes(segment)) return false;
  }
  return true;
}

function hasCanonicalEscapes(segment: string): boolean {
  for (let at = segment.indexOf('%'); at !== -1; at = segment.indexOf('%', at + 1)) {
    const hex = segment.slice(at + 1, at + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return false;
    if (UNRESERVED.test(String.fromCharCode(parseInt(hex, 16))) || ENCODED_SEPARATOR.test(hex)) return false;
  }
  return true;
}

/**
 * Refuses a non-canonical path in the app's first onRequest hook: the router has only picked a
 * route, and no other hook, body parser or handler has run. Registered before every other plugin.
 */
export const canonicalPathPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!isCanonicalPath(request.raw.url ?? '')) throw new HttpError(400, NON_CANONICAL_PATH);
      // What Node itself refuses (framework-errors.ts): HTTP/1.1 requires Host (RFC 9112 §3.2).
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
        throw new HttpError(400, 'Request has no Host header', 'host');
      }
    });
  },
  { name: 'canonical-path' },
);
