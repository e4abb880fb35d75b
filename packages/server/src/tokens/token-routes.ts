import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccessTokenListSchema,
  AccessTokenParamsSchema,
  CreateAccessTokenSchema,
  CreatedAccessTokenSchema,
} from '@dayflow/core';
import { HttpError, notFound } from '../http';
import { countAccessTokens, deleteAccessToken, insertAccessToken, listAccessTokens } from './token-repository';
import { hashTokenSecret, newTokenSecret } from './token-secret';

/** Enough for every script a person runs; a bound on what one account can store. */
export const MAX_TOKENS_PER_USER = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Only a session may manage tokens (OpenAPI: these routes do not take the bearer scheme). */
const SESSION_ONLY = [{ session: [] }];

/** Personal access tokens of the signed-in user: create (the secret shown once), list, revoke. */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tokens',
    { schema: { security: SESSION_ONLY, response: { 200: AccessTokenListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { tokens: await listAccessTokens(app.db, request.user.id) };
    },
  );

  r.post(
    '/api/tokens',
    {
      schema: { security: SESSION_ONLY, body: CreateAccessTokenSchema, response: { 201: CreatedAccessTokenSchema } },
      // A token outlives the session: minting one needs the owner, not only a cookie (docs/security.md).
      preHandler: app.requireRecentConfirmation,
    },
    async (request, reply) => {
      const uid = request.user.id;
      if ((await countAccessTokens(app.db, uid)) >= MAX_TOKENS_PER_USER) {
        throw new HttpError(400, `You have ${MAX_TOKENS_PER_USER} access tokens: revoke one first`, 'name');
      }
      const { name, scope, expiresInDays } = request.body;
      const now = app.config.now();
      const secret = newTokenSecret();
      const token = await insertAccessToken(app.db, {
        id: crypto.randomUUID(),
        uid,
        name,
        scope,
        token_hash: hashTokenSecret(secret),
        created_at: now,
        expires_at: expiresInDays == null ? null : now + expiresInDays * DAY_MS,
        last_used_at: null,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ ...token, token: secret });
    },
  );

  r.delete(
    '/api/tokens/:id',
    { schema: { security: SESSION_ONLY, params: AccessTokenParamsSchema } },
    async (request, reply) => {
      if (!(await deleteAccessToken(app.db, request.user.id, request.params.id))) throw notFound('Token');
      return reply.code(204).send();
    },
  );
}
