import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/helpers';

/**
 * Just enough of an OpenID provider for the start of a sign-in: its discovery document. The
 * whole protocol against a real provider is covered end to end in e2e/auth-oidc.spec.ts.
 */
async function startDiscoveryServer(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === '/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/me`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };

describe('OpenID Connect sign-in', () => {
  let provider: Awaited<ReturnType<typeof startDiscoveryServer>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startDiscoveryServer();
    t = await buildTestApp(
      {},
      { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'dayflow-client', OIDC_CLIENT_SECRET: 'client-secret' },
    );
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: sameOrigin,
      payload: { provider: 'oidc', callbackURL: '/auth/done', errorCallbackURL: '/auth/done' },
    });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const response = await start();
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('dayflow-client');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/oauth2/callback/oidc');
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(16);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(16);
  });

  it('uses fresh state, nonce and challenge for every sign-in', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const pa = new URL(a.json().url as string).searchParams;
    const pb = new URL(b.json().url as string).searchParams;
    for (const key of ['state', 'nonce', 'code_challenge']) expect(pa.get(key)).not.toBe(pb.get(key));
  });

  it('brings a provider error (the user said no) back to our sign-in page', async () => {
    const started = await start();
    const state = new URL(started.json().url as string).searchParams.get('state')!;
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth2/callback/oidc?error=access_denied&error_description=End-User+aborted&state=${state}`,
      headers: { host: 'localhost:3000', cookie: sessionCookieFrom(started.headers['set-cookie']) },
    });
    expect(callback.statusCode).toBe(302);
    const location = new URL(callback.headers.location!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/done');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('refuses a callback whose state it never issued, also on our page', async () => {
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth2/callback/oidc?code=stolen&state=forged-state-value',
      headers: { host: 'localhost:3000' },
    });
    expect(callback.statusCode).toBe(302);
    const location = new URL(callback.headers.location!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/done');
    expect(location.searchParams.get('error')).toEqual(expect.any(String));
  });
});

describe('OpenID Connect behind PUBLIC_URL', () => {
  it('registers the callback under the public URL whatever Host the request had', async () => {
    const provider = await startDiscoveryServer();
    const t = await buildTestApp(
      {},
      {
        PUBLIC_URL: 'https://plan.example.com',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'dayflow-client',
        OIDC_CLIENT_SECRET: 'client-secret',
      },
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { host: 'internal:3000', origin: 'https://plan.example.com' },
        payload: { provider: 'oidc', callbackURL: '/auth/done' },
      });
      expect(response.statusCode).toBe(200);
      expect(new URL(response.json().url as string).searchParams.get('redirect_uri')).toBe(
        'https://plan.example.com/api/auth/oauth2/callback/oidc',
      );
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
