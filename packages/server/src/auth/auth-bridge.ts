import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth';

const LEGACY_CALLBACK_PREFIX = `${AUTH_BASE_PATH}/oauth2/callback/`;

/**
 * Hands a Fastify request to better-auth (which speaks Fetch API Request/Response) and copies
 * its answer back. Also the one place where our conventions meet the library's:
 * - the request's origin comes from Fastify (`request.protocol`/`request.host` honour TRUST_PROXY),
 * - the client address is Fastify's `request.ip`, in a header the client cannot forge,
 * - `/oauth2/callback/<id>` reaches the shared callback handler (see oidc.ts),
 * - error bodies also carry our `{error}` field, and 429 carries a standard Retry-After.
 */
export async function forwardToAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (url.pathname.startsWith(LEGACY_CALLBACK_PREFIX)) {
    url.pathname = `${AUTH_BASE_PATH}/callback/${url.pathname.slice(LEGACY_CALLBACK_PREFIX.length)}`;
  }
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && request.body !== undefined ? JSON.stringify(request.body) : undefined;
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 429 && !response.headers.has('retry-after')) {
    const after = response.headers.get('x-retry-after');
    if (after) reply.header('retry-after', after);
  }

  const text = response.body ? await response.text() : '';
  if (response.status >= 400 && isJson(response)) return reply.send(withErrorField(text));
  return reply.send(text === '' ? null : text);
}

function isJson(response: Response): boolean {
  return response.headers.get('content-type')?.includes('application/json') ?? false;
}

/** better-auth answers `{message, code}`; our clients read `{error}` everywhere, so add it. */
function withErrorField(text: string): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (typeof body.error !== 'string') {
      body.error = typeof body.message === 'string' && body.message ? body.message : 'Sign-in failed';
    }
    return JSON.stringify(body);
  } catch {
    return JSON.stringify({ error: text || 'Sign-in failed' });
  }
}
