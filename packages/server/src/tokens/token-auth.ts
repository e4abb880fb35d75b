import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_PREFIX } from '@dayflow/core';
import { HttpError, bearerTokenOf } from '../http';
import { findTokenOwner, markTokenUsed } from './token-repository';
import { hashTokenSecret } from './token-secret';

/** "Last used" is kept to the minute: a script's every request must not be a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const INVALID_TOKEN = 'Access token is invalid, expired or revoked';
export const READ_ONLY_TOKEN = 'This access token is read-only';
export const NOT_WITH_TOKEN = 'Sign in to do this: an access token cannot';

/**
 * The token's owner, shaped as auth/'s SessionUser so requireUser can take it as the request's
 * user. Spelled here rather than imported: auth/ uses tokens/, so tokens/ must not use auth/.
 */
export interface TokenUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
}

/**
 * The user behind a request's `Authorization: Bearer` token. Read on every request, with no
 * cache, so a revoked or expired token is refused at once on every instance. A read-only token
 * may only read.
 */
export async function userFromAccessToken(
  app: FastifyInstance,
  request: FastifyRequest,
  secret: string,
): Promise<TokenUser> {
  return (await signInWithToken(app, request, secret, READ_METHODS)).user;
}

/**
 * The token's owner and scope, for a request made with `method` (its `readMethods` are those a
 * read-only token may use: CalDAV reads with PROPFIND and REPORT too). Refuses an unknown,
 * expired or revoked token with 401, and a write with a read-only one with 403.
 */
export async function signInWithToken(
  app: FastifyInstance,
  request: FastifyRequest,
  secret: string,
  readMethods: ReadonlySet<string>,
): Promise<{ user: TokenUser; scope: 'read' | 'read-write' }> {
  const owner = secret.startsWith(ACCESS_TOKEN_PREFIX)
    ? await findTokenOwner(app.db, hashTokenSecret(secret))
    : undefined;
  const now = app.config.now();
  if (!owner || (owner.expiresAt !== null && owner.expiresAt <= now)) throw new HttpError(401, INVALID_TOKEN);
  if (owner.scope === 'read' && !readMethods.has(request.method)) throw new HttpError(403, READ_ONLY_TOKEN);
  if (owner.lastUsedAt === null || now - owner.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    // The request does not depend on this bookkeeping: a failed write is logged, not answered.
    await markTokenUsed(app.db, owner.tokenId, now, LAST_USED_RESOLUTION_MS).catch((err: unknown) =>
      request.log.warn({ err }, 'could not record an access token use'),
    );
  }
  return {
    user: { id: owner.uid, email: owner.email, name: owner.name || null, image: owner.image },
    scope: owner.scope,
  };
}

/**
 * onRequest hook of the routes only a signed-in person may use (token management, account
 * deletion): a leaked token must not mint more tokens or delete the account.
 */
export async function refuseAccessTokens(request: FastifyRequest): Promise<void> {
  if (bearerTokenOf(request.headers.authorization) !== undefined) throw new HttpError(403, NOT_WITH_TOKEN);
}
