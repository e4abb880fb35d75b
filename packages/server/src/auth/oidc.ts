import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';

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
