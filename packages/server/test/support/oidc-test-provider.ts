// A real OpenID Connect provider (oidc-provider) on loopback for server tests, and a driver that
// walks one sign-in through it as a browser would: Dayflow's start route, the provider's
// authorization endpoint, its login (finished here in code instead of a form), and back to
// Dayflow's callback.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { sessionCookieFrom } from './test-app';

export const TEST_CLIENT = { id: 'dayflow-client', secret: 'dayflow-client-secret-for-tests' };
/** Dayflow in tests answers as localhost:3000; the provider must know this exact redirect URI. */
export const TEST_ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${TEST_ORIGIN}/api/auth/oauth2/callback/oidc`;

export interface TestProviderOptions {
  /** The claims released for a subject; `email` may be left out. */
  claims?: (sub: string) => Record<string, unknown>;
  /**
   * false: scope claims (email, name) go into the ID token too, as Keycloak does. true (the
   * default of oidc-provider, and of Django OAuth Toolkit): the ID token carries only `sub`, and
   * the email is at the userinfo endpoint.
   */
  conformIdTokenClaims?: boolean;
  /** How ID tokens are signed: RS256 with a published key, or HS256 with the client secret. */
  idTokenAlg?: 'RS256' | 'HS256';
  /** A fixed loopback port, e.g. one Dayflow was already pointed at while nothing listened. */
  port?: number;
}

export interface TestProvider {
  issuer: string;
  /** Env for buildTestApp that points Dayflow at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** One RS256 key for every test provider: generating one per provider is slow. */
const signingKey = {
  ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'dayflow-test',
  alg: 'RS256',
  use: 'sig',
};

const defaultClaims = (sub: string) => ({
  sub,
  email: `${sub}@idp.example.test`,
  email_verified: true,
  name: `User ${sub}`,
});

export async function startTestProvider(options: TestProviderOptions = {}): Promise<TestProvider> {
  const claims = options.claims ?? defaultClaims;
  const alg = options.idTokenAlg ?? 'RS256';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: alg,
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => ({ ...claims(sub), sub }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.conformIdTokenClaims ?? true,
    enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['dayflow-test-cookie-key'] },
  });
  const handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(provider, request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    handle(request, response);
  });
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The login and consent pages: whoever the request names in `?login=` signs in and agrees. */
async function finishInteraction(
  provider: Provider,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const accountId = new URL(request.url!, 'http://provider').searchParams.get('login') ?? 'grace';
  const grant = new provider.Grant({ accountId, clientId: TEST_CLIENT.id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } });
}

export interface SignInResult {
  /** Dayflow's callback answer: a redirect to /auth/done (with ?error=… on failure). */
  callback: LightMyRequestResponse;
  /** The error code Dayflow sent to /auth/done, if any. */
  error: string | null;
  /** The session cookie set by a successful sign-in ('' if none). */
  cookie: string;
}

/**
 * One whole provider sign-in as `login` at the provider. With `cookie`, the start is made by
 * that signed-in user (e.g. to link); `startRoute` picks the start route and its body.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  login: string,
  {
    cookie,
    startRoute = 'sign-in/social',
    startBody = { provider: 'oidc', callbackURL: '/auth/done', errorCallbackURL: '/auth/done' },
    beforeCallback,
  }: {
    cookie?: string;
    startRoute?: string;
    startBody?: Record<string, unknown>;
    /** Runs once the provider has sent the browser back, before Dayflow's callback is called. */
    beforeCallback?: () => Promise<void>;
  } = {},
): Promise<SignInResult> {
  const started = await app.inject({
    method: 'POST',
    url: `/api/auth/${startRoute}`,
    headers: { host: 'localhost:3000', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: startBody,
  });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  const dayflowCookies = [cookie, sessionCookieFrom(started.headers['set-cookie'])].filter(Boolean).join('; ');

  const jar = new Map<string, string>();
  let next = new URL((started.json() as { url: string }).url);
  for (let hop = 0; hop < 10 && next.origin !== TEST_ORIGIN; hop++) {
    if (next.pathname.startsWith('/interaction/')) next.searchParams.set('login', login);
    const answer = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = answer.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${next.pathname}: ${answer.status} ${await answer.text()}`);
    next = new URL(location, next);
  }
  if (next.origin !== TEST_ORIGIN) throw new Error('the provider never sent the browser back');
  await beforeCallback?.();

  const callback = await app.inject({
    method: 'GET',
    url: `${next.pathname}${next.search}`,
    headers: { host: 'localhost:3000', cookie: dayflowCookies },
  });
  const location = new URL(callback.headers.location ?? '/', TEST_ORIGIN);
  const setCookies = ([] as string[]).concat(callback.headers['set-cookie'] ?? []);
  return {
    callback,
    error: location.searchParams.get('error'),
    cookie: sessionCookieFrom(setCookies.filter((c) => c.includes('session_token') && !/Max-Age=0/i.test(c))),
  };
}
