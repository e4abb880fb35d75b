// Test-only helpers for the access-token tests (not imported by the app).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CreateAccessTokenInput, CreatedAccessToken } from '@dayflow/core';
import type { SignedInUser } from './test-app';

/** POST /api/tokens as a signed-in browser would (same-origin), answering the whole response. */
export const postToken = (user: SignedInUser, body: unknown) =>
  user.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    payload: body as Record<string, unknown>,
  });

/** Creates a token and fails the test on anything but 201. */
export async function createTokenAs(
  user: SignedInUser,
  body: Partial<CreateAccessTokenInput> = {},
): Promise<CreatedAccessToken> {
  const response = await postToken(user, { name: 'script', scope: 'read-write', ...body });
  if (response.statusCode !== 201) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedAccessToken>();
}

/** app.inject as a script with only this token: no cookie. */
export function withToken(
  app: FastifyInstance,
  token: string,
): (options: InjectOptions) => Promise<LightMyRequestResponse> {
  return (options) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}
