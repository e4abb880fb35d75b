import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieFrom, signUp, type TestApp } from '../../test/support/test-app';
import { signInThroughProvider, startTestProvider, TEST_CLIENT } from '../../test/support/oidc-test-provider';

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

describe('OpenID Connect against a real provider', () => {
  const me = async (t: TestApp, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json() as { email: string };

  it('reads the email from userinfo when the ID token carries only `sub` (Django OAuth Toolkit)', async () => {
    const provider = await startTestProvider({ conformIdTokenClaims: true });
    const t = await buildTestApp({}, provider.env);
    try {
      const result = await signInThroughProvider(t.app, 'ada');
      expect(result.error).toBeNull();
      expect((await me(t, result.cookie)).email).toBe('ada@idp.example.test');
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('signs in with the claims in the ID token, as Keycloak sends them', async () => {
    const provider = await startTestProvider({ conformIdTokenClaims: false });
    const t = await buildTestApp({}, provider.env);
    try {
      const result = await signInThroughProvider(t.app, 'kc-user');
      expect(result.error).toBeNull();
      expect((await me(t, result.cookie)).email).toBe('kc-user@idp.example.test');
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('says `email_missing` when neither the ID token nor userinfo has an email', async () => {
    const provider = await startTestProvider({ claims: (sub) => ({ sub, name: 'No Mail' }) });
    const t = await buildTestApp({}, provider.env);
    try {
      const result = await signInThroughProvider(t.app, 'nomail');
      expect(result.error).toBe('email_missing');
      expect(result.cookie).toBe('');
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('says `invalid_token_signature` for an HS256 ID token, and logs why', async () => {
    const provider = await startTestProvider({ idTokenAlg: 'HS256' });
    // Logging on (the library's logger is off when silent), caught here instead of printed.
    const t = await buildTestApp({}, { ...provider.env, LOG_LEVEL: 'error' });
    const logged: string[] = [];
    t.app.log.error = ((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    }) as typeof t.app.log.error;
    try {
      const result = await signInThroughProvider(t.app, 'hs');
      expect(result.error).toBe('invalid_token_signature');
      expect(result.cookie).toBe('');
      expect(logged.join('\n')).toMatch(/HS256.*RS256/);
    } finally {
      await t.close();
      await provider.close();
    }
  });
});

describe('OpenID Connect provider that cannot be reached', () => {
  it('answers `provider_unreachable` when sign-in starts', async () => {
    const port = await closedPort();
    const t = await buildTestApp(
      {},
      { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'dayflow-client', OIDC_CLIENT_SECRET: 'secret' },
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: sameOrigin,
        payload: { provider: 'oidc', callbackURL: '/auth/done', errorCallbackURL: '/auth/done' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'provider_unreachable' });
    } finally {
      await t.close();
    }
  });

  it('answers `provider_unreachable` when the provider went down after Dayflow started, and logs it', async () => {
    const provider = await startTestProvider();
    // Logging on (the library's logger is off when silent), caught below instead of printed.
    const t = await buildTestApp({}, { ...provider.env, LOG_LEVEL: 'error' });
    const logged: string[] = [];
    try {
      // Discovery worked at start-up; a first sign-in start reaches the provider.
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: sameOrigin,
        payload: { provider: 'oidc', callbackURL: '/auth/done', disableRedirect: true },
      });
      expect(up.statusCode, up.body).toBe(200);
      await provider.close();
      t.app.log.error = ((...args: unknown[]) => {
        logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      }) as typeof t.app.log.error;
      for (const route of ['sign-in/social', 'link-social']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/auth/${route}`,
          headers: sameOrigin,
          payload: { provider: 'oidc', callbackURL: '/auth/done', disableRedirect: true },
        });
        expect(response.statusCode, route).toBe(502);
        expect(response.json()).toEqual({ error: 'provider_unreachable' });
      }
      expect(logged.join('\n')).toMatch(/unreachable/);
    } finally {
      await t.close();
    }
  });

  it('sends `provider_unreachable` to our page when the token endpoint goes down mid-sign-in', async () => {
    const provider = await startTestProvider();
    const t = await buildTestApp({}, provider.env);
    try {
      const result = await signInThroughProvider(t.app, 'ada', { beforeCallback: () => provider.close() });
      expect(result.error).toBe('provider_unreachable');
    } finally {
      await t.close();
    }
  });
});

describe('OpenID Connect provider that comes back', () => {
  it('signs in once the provider is up again, without a restart', async () => {
    const port = await closedPort();
    const t = await buildTestApp(
      {},
      {
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      },
    );
    let provider: Awaited<ReturnType<typeof startTestProvider>> | undefined;
    try {
      const down = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: sameOrigin,
        payload: { provider: 'oidc', callbackURL: '/auth/done' },
      });
      expect(down.json()).toEqual({ error: 'provider_unreachable' });

      provider = await startTestProvider({ port });
      const result = await signInThroughProvider(t.app, 'ada');
      expect(result.error).toBeNull();
      expect(result.cookie).not.toBe('');
    } finally {
      await t.close();
      await provider?.close();
    }
  });
});

/** A loopback port nothing listens on: bound once to learn it, then closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('OpenID Connect and an existing local account with the same email', () => {
  const profile = async (t: TestApp, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json() as { id: string };
  const accounts = async (t: TestApp, cookie: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts', headers: { cookie } })).json() as {
        providerId: string;
      }[]
    ).map((a) => a.providerId);

  it('is not linked by default, even when the provider says the email is verified', async () => {
    const provider = await startTestProvider();
    const t = await buildTestApp({}, provider.env);
    try {
      await signUp(t.app, { email: 'grace@idp.example.test' });
      const result = await signInThroughProvider(t.app, 'grace');
      expect(result.error).toBe('account_not_linked');
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('is linked with OIDC_TRUST_VERIFIED_EMAIL=true when the provider verified the email', async () => {
    const provider = await startTestProvider();
    const t = await buildTestApp({}, { ...provider.env, OIDC_TRUST_VERIFIED_EMAIL: 'true' });
    try {
      const local = await signUp(t.app, { email: 'grace@idp.example.test' });
      const result = await signInThroughProvider(t.app, 'grace');
      expect(result.error).toBeNull();
      expect((await profile(t, result.cookie)).id).toBe(local.id);
      expect(await accounts(t, local.cookie)).toEqual(expect.arrayContaining(['credential', 'oidc']));
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('is still not linked with OIDC_TRUST_VERIFIED_EMAIL=true when the email is unverified', async () => {
    const provider = await startTestProvider({
      claims: (sub) => ({ email: `${sub}@idp.example.test`, email_verified: false, name: sub }),
    });
    const t = await buildTestApp({}, { ...provider.env, OIDC_TRUST_VERIFIED_EMAIL: 'true' });
    try {
      await signUp(t.app, { email: 'grace@idp.example.test' });
      const result = await signInThroughProvider(t.app, 'grace');
      expect(result.error).toBe('account_not_linked');
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('can be linked by its signed-in user through POST /api/auth/link-social', async () => {
    const provider = await startTestProvider();
    const t = await buildTestApp({}, provider.env);
    try {
      const local = await signUp(t.app, { email: 'ada@idp.example.test' });
      const linked = await signInThroughProvider(t.app, 'ada', {
        cookie: local.cookie,
        startRoute: 'link-social',
        startBody: { provider: 'oidc', callbackURL: '/auth/done', errorCallbackURL: '/auth/done' },
      });
      expect(linked.error).toBeNull();
      expect(new URL(linked.callback.headers.location!, 'http://localhost:3000').pathname).toBe('/auth/done');
      expect(await accounts(t, local.cookie)).toEqual(expect.arrayContaining(['credential', 'oidc']));

      const later = await signInThroughProvider(t.app, 'ada');
      expect(later.error).toBeNull();
      expect((await profile(t, later.cookie)).id).toBe(local.id);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('links only for a signed-in user, and only the same email', async () => {
    const provider = await startTestProvider();
    const t = await buildTestApp({}, provider.env);
    try {
      const signedOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/link-social',
        headers: sameOrigin,
        payload: { provider: 'oidc', callbackURL: '/auth/done' },
      });
      expect(signedOut.statusCode).toBe(401);

      const local = await signUp(t.app, { email: 'someone-else@example.test' });
      const linked = await signInThroughProvider(t.app, 'ada', {
        cookie: local.cookie,
        startRoute: 'link-social',
        startBody: { provider: 'oidc', callbackURL: '/auth/done', errorCallbackURL: '/auth/done' },
      });
      expect(linked.error).toBe('email_does_not_match');
      expect(await accounts(t, local.cookie)).toEqual(['credential']);
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
