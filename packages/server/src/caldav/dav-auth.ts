import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import { signInWithToken } from '../tokens';

/** What a read-only token may do on /dav: every method that changes nothing. */
export const DAV_READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PROPFIND', 'REPORT']);

export const DAV_REALM = 'Basic realm="Dayflow CalDAV", charset="UTF-8"';
export const DAV_SIGN_IN = 'Sign in with your account email and a personal access token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /dav requests: the token is read-only. */
    davReadOnly: boolean;
  }
}

/** The email and password of an `Authorization: Basic` header, or undefined. */
export function basicCredentials(authorization: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * onRequest hook of every /dav route: HTTP Basic with the account's email and a personal access
 * token, and nothing else. A session cookie is never read here, so a page on another site cannot
 * act through a signed-in browser (no CSRF), and a token in a Bearer header is not taken either:
 * CalDAV clients speak Basic. A read-only token reads (PROPFIND, REPORT, GET) and gets 403 on writes.
 */
export function davAuthHook(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) {
      reply.header('www-authenticate', DAV_REALM);
      throw new HttpError(401, DAV_SIGN_IN);
    }
    let signedIn;
    try {
      signedIn = await signInWithToken(app, request, credentials.password, DAV_READ_METHODS);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 401) reply.header('www-authenticate', DAV_REALM);
      throw err;
    }
    if (signedIn.user.email.toLowerCase() !== credentials.user.trim().toLowerCase()) {
      reply.header('www-authenticate', DAV_REALM);
      throw new HttpError(401, DAV_SIGN_IN);
    }
    request.user = signedIn.user;
    request.davReadOnly = signedIn.scope === 'read';
  };
}
