import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import { isUnreachable, noteSignInFailure } from './sign-in-failure';

/** The generic OpenID Connect provider's id: in `POST /api/auth/sign-in/social` and its callback path. */
export const OIDC_PROVIDER_ID = 'oidc';

/** Where the provider sends the browser back; register `<PUBLIC_URL>/api/auth` + this at the provider. */
export const oidcCallbackPath = (providerId = OIDC_PROVIDER_ID) => `/oauth2/callback/${providerId}`;

/**
 * Any OpenID Connect provider by its issuer URL. better-auth reads the discovery document, sends
 * PKCE (S256), state and — because discovery gives it the JWKS — a nonce that it checks in the
 * verified ID token.
 */
export function oidcPlugins(oidc: NonNullable<Config['oidc']>): BetterAuthPlugin[] {
  const issuer = oidc.issuer.replace(/\/$/, '');
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: oidc.name,
          discoveryUrl: `${issuer}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
        },
      ],
    }),
    callbackPathPlugin(OIDC_PROVIDER_ID),
    // After genericOAuth: its hook retries a failed discovery before this one calls it unreachable.
    providerFailuresPlugin(OIDC_PROVIDER_ID, `${issuer}/.well-known/openid-configuration`),
  ];
}

interface ProviderWithPath {
  id: string;
  callbackPath?: string;
}

/**
 * better-auth 1.7 answers every provider at `/callback/<id>`; operators of the generic provider
 * register `/oauth2/callback/<id>` (the path genericOAuth used before, and what our docs name).
 * This gives the provider that path; the Fastify bridge routes it to the shared callback handler.
 * The hook re-applies it after genericOAuth retries a discovery that failed at start-up.
 */
function callbackPathPlugin(providerId: string): BetterAuthPlugin {
  const apply = (providers: ProviderWithPath[]) => {
    for (const provider of providers) {
      if (provider.id === providerId) provider.callbackPath = oidcCallbackPath(providerId);
    }
  };
  return {
    id: 'dayflow-oidc-callback-path',
    init(ctx) {
      apply(ctx.socialProviders as ProviderWithPath[]);
    },
    hooks: {
      before: [
        {
          matcher: (context) =>
            Boolean(context.path?.startsWith('/sign-in/social') || context.path?.startsWith('/callback/')),
          handler: createAuthMiddleware(async (ctx) => {
            apply(ctx.context.socialProviders as ProviderWithPath[]);
          }),
        },
      ],
    },
  };
}

interface ProviderCalls {
  id: string;
  validateAuthorizationCode(data: unknown): Promise<unknown>;
  getUserInfo(tokens: { idToken?: string }): Promise<unknown>;
  [WRAPPED]?: true;
}
const WRAPPED = Symbol('dayflow-failure-notes');

/**
 * Gives the failures self-hosters meet their own codes (see sign-in-failure.ts):
 * - the issuer cannot be reached when sign-in starts: 502 `{error: "provider_unreachable"}`
 *   instead of the library's 404 "provider not found" (its discovery failed, so it skipped us),
 *   or instead of sending the popup to a provider that went down after Dayflow started;
 * - the token endpoint cannot be reached: `provider_unreachable` instead of `invalid_code`;
 * - an ID token signed with a shared secret (HS256), which cannot be checked against the
 *   provider's published keys: `invalid_token_signature`, and a log line saying what to change.
 * Runs after genericOAuth's own hook, which retries a failed discovery first.
 */
function providerFailuresPlugin(providerId: string, discoveryUrl: string): BetterAuthPlugin {
  return {
    id: 'dayflow-oidc-failures',
    init(ctx) {
      for (const provider of ctx.socialProviders as unknown as ProviderCalls[]) {
        if (provider.id === providerId) noteFailures(provider, ctx.logger);
      }
    },
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/social' || context.path === '/link-social',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { provider?: unknown } | undefined;
            if (body?.provider !== providerId) return;
            const provider = (ctx.context.socialProviders as unknown as ProviderCalls[]).find(
              (p) => p.id === providerId,
            );
            if (!provider) {
              ctx.context.logger.error(`OpenID provider "${providerId}" unreachable: its discovery document failed`);
              throw new APIError('BAD_GATEWAY', { message: 'provider_unreachable', code: 'provider_unreachable' });
            }
            noteFailures(provider, ctx.context.logger);
            // Discovery succeeded at start, but the provider may have gone down since: the popup
            // would then land on the browser's own "This site can't be reached" page, with
            // nothing logged. Asking first turns that into our provider_unreachable.
            if (!(await answers(discoveryUrl))) {
              ctx.context.logger.error(`OpenID provider "${providerId}" unreachable at ${discoveryUrl}`);
              throw new APIError('BAD_GATEWAY', { message: 'provider_unreachable', code: 'provider_unreachable' });
            }
          }),
        },
      ],
    },
  };
}

/** How long a sign-in start waits for the provider before calling it unreachable. */
const PROVIDER_CHECK_TIMEOUT_MS = 3_000;

/** Whether the provider answers at all (any HTTP status but a 5xx from a broken gateway counts). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_CHECK_TIMEOUT_MS), redirect: 'manual' });
    await response.body?.cancel();
    return response.status < 500;
  } catch (error) {
    if (isUnreachable(error)) return false;
    throw error;
  }
}

function noteFailures(provider: ProviderCalls, logger: { error(message: string): void }): void {
  if (provider[WRAPPED]) return;
  provider[WRAPPED] = true;
  const exchange = provider.validateAuthorizationCode.bind(provider);
  provider.validateAuthorizationCode = async (data) => {
    try {
      return await exchange(data);
    } catch (error) {
      if (isUnreachable(error)) noteSignInFailure('provider_unreachable');
      throw error;
    }
  };
  const userInfo = provider.getUserInfo.bind(provider);
  provider.getUserInfo = async (tokens) => {
    const result = await userInfo(tokens);
    const alg = result ? undefined : idTokenAlg(tokens.idToken);
    if (alg?.startsWith('HS')) {
      logger.error(
        `OpenID provider "${provider.id}" signed its ID token with ${alg} (a shared secret). ` +
          'Dayflow verifies ID tokens with the keys the provider publishes at its jwks_uri: ' +
          'set the client to sign ID tokens with RS256 or ES256.',
      );
      noteSignInFailure('invalid_token_signature');
    }
    return result;
  };
}

function idTokenAlg(idToken: string | undefined): string | undefined {
  if (!idToken) return undefined;
  try {
    // Only the header, to name the algorithm in a message; the library verified (and refused) it.
    const header = JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString('utf8')) as { alg?: unknown };
    return typeof header.alg === 'string' ? header.alg : undefined;
  } catch {
    return undefined;
  }
}
