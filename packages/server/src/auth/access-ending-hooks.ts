import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

/**
 * What just happened that must shut other doors into the account (account/end-account-access.ts):
 * - `password-reset`: a mailed link set a new password; every session has already ended;
 * - `password-change`: with `revokeOtherSessions`, every session but `keepSessionId` has ended;
 * - `other-sessions`: "sign out other devices"; every session but `keepSessionId` has ended.
 * `keepTrustedDevice`: the identifier this browser's trust cookie names, if any.
 */
export type AccessEnding =
  | { kind: 'password-reset' }
  | { kind: 'password-change'; revokeOtherSessions: boolean; keepSessionId: string; keepTrustedDevice: string | null }
  | { kind: 'other-sessions'; keepSessionId: string; keepTrustedDevice: string | null };

export type EndAccess = (userId: string, ending: AccessEnding) => Promise<void>;

const TRUST_DEVICE_COOKIE = 'trust_device';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The trusted-device identifier in this browser's signed trust cookie, if it has one. */
async function trustedDeviceOf(ctx: Ctx): Promise<string | null> {
  const value = await ctx.getSignedCookie(ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name, ctx.context.secret);
  return (value && value.split('!')[1]) || null;
}

/**
 * After a successful change-password or revoke-other-sessions, inside the library (so a call
 * through `auth.api` shuts the doors too), before the answer leaves. A reset is handled by the
 * library's own `onPasswordReset` (auth.ts). Hooks run after failures too: those are skipped.
 */
export function accessEndingHooks(endAccess: EndAccess): BetterAuthPlugin {
  return {
    id: 'dayflow-access-ending',
    hooks: {
      after: [
        {
          matcher: (context) => context.path === '/change-password' || context.path === '/revoke-other-sessions',
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof Error) return;
            const session = ctx.context.session;
            if (!session) return;
            const keepTrustedDevice = await trustedDeviceOf(ctx);
            if (ctx.path === '/revoke-other-sessions') {
              await endAccess(session.user.id, {
                kind: 'other-sessions',
                keepSessionId: session.session.id,
                keepTrustedDevice,
              });
              return;
            }
            const revokeOtherSessions = (ctx.body as { revokeOtherSessions?: unknown }).revokeOtherSessions === true;
            // With revokeOtherSessions the library replaced this session by a new one (its cookie
            // is in this answer): that one is "this session" from now on.
            const keepSessionId = (revokeOtherSessions && ctx.context.newSession?.session.id) || session.session.id;
            await endAccess(session.user.id, {
              kind: 'password-change',
              revokeOtherSessions,
              keepSessionId,
              keepTrustedDevice,
            });
          }),
        },
      ],
    },
  };
}
