import type { BetterAuthPlugin, User } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Two sign-up rules the library does not have, applied wherever a local account is made (the
 * sign-up route and `npm run user:add` both go through the library's endpoint):
 * - a common password is refused (400, field `password`);
 * - an email that already has an account costs the same password hashing as a new one. The
 *   library answered it straight away, without hashing, so timing told which emails exist
 *   (~30 ms against ~450 ms). `onTakenAddress` receives that hash (email verification may give
 *   an unconfirmed account to the newer sign-up, see email-verification/).
 */
export function signUpGuard({
  onTakenAddress,
}: { onTakenAddress?: (ctx: Ctx, user: User, passwordHash: string) => Promise<void> } = {}): BetterAuthPlugin {
  return {
    id: 'dayflow-sign-up-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
            if (typeof body?.password !== 'string' || typeof body.email !== 'string') return;
            if (isCommonPassword(body.password)) {
              throw new APIError('BAD_REQUEST', { message: COMMON_PASSWORD_MESSAGE, field: 'password' });
            }
            const existing = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
            if (!existing?.user) return;
            const hash = await ctx.context.password.hash(body.password);
            await onTakenAddress?.(ctx, existing.user, hash);
          }),
        },
      ],
    },
  };
}
