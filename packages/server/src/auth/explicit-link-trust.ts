import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

/**
 * Trusts the provider on the callback of an explicit link only — one a signed-in person started
 * from Settings (its OAuth state names the account). Finishing the provider's sign-in proves they
 * control that provider account, so the link does not also need the provider's `email_verified`,
 * which many providers (Django OAuth Toolkit by default) never send; without this, Settings
 * offered a Link that could only fail with `unable_to_link_account`. A plain sign-in callback
 * trusts nobody: joining a provider account to an existing account by email there still needs a
 * verified email. The library's context is per request, so the trust ends with the request.
 */
export function explicitLinkTrust(providerIds: string[]): BetterAuthPlugin {
  return {
    id: 'dayflow-explicit-link-trust',
    hooks: {
      before: [
        {
          matcher: (context) => providerIds.length > 0 && (context.path?.startsWith('/callback/') ?? false),
          handler: createAuthMiddleware(async (ctx) => {
            const query = ctx.query as { state?: unknown } | undefined;
            const body = ctx.body as { state?: unknown } | undefined;
            const state = query?.state ?? body?.state;
            if (typeof state !== 'string' || state === '') return;
            // The library's own state row (its default database strategy): read here, consumed by it.
            const row = await ctx.context.internalAdapter.findVerificationValue(`auth-state:${state}`);
            if (!row || !isLink(row.value)) return;
            ctx.context.trustedProviders = [...new Set([...ctx.context.trustedProviders, ...providerIds])];
          }),
        },
      ],
    },
  };
}

function isLink(value: string): boolean {
  try {
    const link = (JSON.parse(value) as { link?: { userId?: unknown } } | null)?.link;
    return typeof link?.userId === 'string' && link.userId !== '';
  } catch {
    return false;
  }
}
