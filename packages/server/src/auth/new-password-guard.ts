import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { newPasswordProblem } from './password-policy';
import { RESET_IDENTIFIER_PREFIX } from './password-reset/reset-links';

/**
 * Sign-up's password rules (length, not only spaces, not a common password, not the email) for
 * the library's other ways to set one: a reset link and change-password. The library itself only
 * checks the length, so `password`, `12345678`, the email or eight spaces went through. Applied
 * inside the library, so a call through `auth.api` obeys them as well as one over HTTP.
 */
export function newPasswordGuard(): BetterAuthPlugin {
  return {
    id: 'dayflow-new-password-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/reset-password' || context.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { newPassword?: unknown; token?: unknown } | undefined;
            const problem = newPasswordProblem(body?.newPassword, await accountEmail(ctx, body?.token));
            if (problem) throw new APIError('BAD_REQUEST', { message: problem, field: 'newPassword' });
          }),
        },
      ],
    },
  };
}

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose password is being set: the reset token's account, or the signed-in one. */
async function accountEmail(ctx: Ctx, token: unknown): Promise<string | undefined> {
  if (ctx.path === '/change-password') return (await getSessionFromCtx(ctx))?.user.email;
  if (typeof token !== 'string' || token === '') return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`${RESET_IDENTIFIER_PREFIX}${token}`);
  if (!verification) return undefined;
  return (await ctx.context.internalAdapter.findUserById(verification.value))?.email;
}
