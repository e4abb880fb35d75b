import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { SIGN_IN_DONE_PATH, type ApiError, type SignInErrorCode } from '@dayflow/core';
import { withFaultScope, StorageFaultError } from '../db';
import { AUTH_BASE_PATH } from '../http';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { withSignInFailureNote } from './sign-in-failure';

const LEGACY_CALLBACK_PREFIX = `${AUTH_BASE_PATH}/oauth2/callback/`;

/**
 * Hands a Fastify request to better-auth (which speaks Fetch API Request/Response) and copies
 * its answer back. Also the one place where our conventions meet the library's:
 * - the request's origin comes from Fastify (`request.protocol`/`request.host` honour TRUST_PROXY),
 * - the client address is Fastify's `request.ip`, in a header the client cannot forge,
 * - `/oauth2/callback/<id>` reaches the shared callback handler (see oidc.ts),
 * - error bodies are our `{error}`, and 429 carries a standard Retry-After,
 * - a sign-in that fails for a cause our provider hooks noted reaches /auth/done with our code,
 * - a failure caused by a storage fault is our 503.
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
  const {
    result: { result: response, code },
    fault,
  } = await withFaultScope(() =>
    withSignInFailureNote(() => auth.handler(new Request(url, { method: request.method, headers, body }))),
  );
  // The library answers a database it cannot write with its own 500 (sign-in) or 422 (sign-up);
  // that is our storage fault: 503 with Retry-After, logged, as for every other write.
  if (fault && response.status >= 400)
    throw new StorageFaultError(fault, { cause: `auth answered ${response.status}` });

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'location') reply.header(key, withOurErrorCode(value, code));
    else if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 429 && !response.headers.has('retry-after')) {
    const after = response.headers.get('x-retry-after');
    if (after) reply.header('retry-after', after);
  }

  const text = response.body ? await response.text() : '';
  if (response.status >= 400) {
    const body: ApiError = response.status === 404 ? { error: 'Not found' } : errorBody(text);
    return reply.type('application/json; charset=utf-8').send(body);
  }
  return reply.send(text === '' ? null : text);
}

/** The library's names for failures our page knows by another code. */
const LIBRARY_CODES: Record<string, SignInErrorCode> = { email_not_found: 'email_missing' };

/** A redirect to our sign-in page with the library's `error` gets our code for it, if we have one. */
function withOurErrorCode(location: string, noted: SignInErrorCode | undefined): string {
  const target = new URL(location, 'http://dayflow.invalid');
  const error = target.searchParams.get('error');
  if (target.pathname !== SIGN_IN_DONE_PATH || !error) return location;
  const ours = noted ?? LIBRARY_CODES[error];
  if (!ours) return location;
  target.searchParams.set('error', ours);
  target.searchParams.delete('error_description');
  return target.origin === 'http://dayflow.invalid' ? `${target.pathname}${target.search}` : target.toString();
}

/**
 * better-auth answers `{message, code}`, or nothing at all (404); our errors are `{error, field?}`
 * only. A `field` set by our own hooks in the library (sign-up rules) is kept.
 */
function errorBody(text: string): ApiError {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const field = typeof body.field === 'string' && body.field ? { field: body.field } : {};
    if (typeof body.message === 'string' && body.message) return { error: body.message, ...field };
    if (typeof body.error === 'string' && body.error) return { error: body.error, ...field };
  } catch {
    // not JSON: a plain-text answer
  }
  return { error: 'Sign-in failed' };
}
