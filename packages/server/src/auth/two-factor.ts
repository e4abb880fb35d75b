import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { TWO_FACTOR_ERROR_CODES, twoFactor } from 'better-auth/plugins/two-factor';
import { sql, type Kysely } from 'kysely';
import { PRODUCT_NAME } from '@dayflow/core';
import type { Database } from '../db';

/** The library's defaults, which our authenticator setup (the otpauth URI) uses too. */
const STEP_MS = 30_000;
const DIGITS = 6;
/** A code one step early or late is accepted (clocks drift), as the library does. */
const DRIFT_STEPS = 1;
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * TOTP as a second factor, with backup codes: the library's `twoFactor` plugin at its standard
 * paths (/api/auth/two-factor/*). With it on, a right password answers `twoFactorRedirect` and no
 * session; the code finishes the sign-in. A code one 30-second step early or late is accepted
 * (clocks drift), two steps is not. Our routes in front limit guesses (library-routes.ts); the
 * plugin's own limits are off with the library's limiter.
 */
export function twoFactorPlugin(): BetterAuthPlugin {
  return twoFactor({
    issuer: PRODUCT_NAME,
    twoFactorTable: 'two_factors',
    schema: { user: { fields: { twoFactorEnabled: 'two_factor_enabled' } } },
    // The secret and codes are shown once; a person proves the app works with a first code
    // before two-factor is on (skipVerificationOnEnable stays off).
    backupCodeOptions: { amount: 10, length: 10 },
  });
}

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Each TOTP step is accepted once per account (ASVS 2.8.4): the library takes a code again for
 * as long as it is valid (up to 90 s), so a code read over a shoulder or from a log still opened
 * the account. Before the library checks a code, we find which step it belongs to and claim that
 * step with one conditional write; only a step later than the last one claimed wins, so two
 * instances on one PostgreSQL cannot both take the same code. A code already used, or one of an
 * earlier step, gets the library's own answer to a wrong code. A wrong code claims nothing.
 */
export function totpOncePerStep(db: Kysely<Database>, now: () => number): BetterAuthPlugin {
  return {
    id: 'dayflow-totp-once-per-step',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await userOfCode(ctx);
            if (!userId) return;
            const { rows } = await sql<{ secret: string }>`
              select "secret" from "two_factors" where "userId" = ${userId}`.execute(db);
            const row = rows[0];
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = matchingStep(secret, code, Math.floor(now() / STEP_MS));
            if (step === null) return;
            if (!(await claimStep(db, userId, step))) {
              throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
            }
          }),
        },
      ],
    },
  };
}

/** The account a code is for: the signed-in one (turning two-factor on), or the pending sign-in's. */
async function userOfCode(ctx: Ctx): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const pending = await ctx.getSignedCookie(cookie, ctx.context.secret);
  if (!pending) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value;
}

/** RFC 6238 over the library's secret (its UTF-8 bytes are the key); every candidate is computed. */
function matchingStep(secret: string, code: string, current: number): number | null {
  if (!/^\d+$/.test(code) || code.length !== DIGITS) return null;
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(code), Buffer.from(hotp(secret, step)))) matched = step;
  }
  return matched;
}

function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(value).padStart(DIGITS, '0');
}

/** True when this call took `step`: no row yet, or every step taken before was earlier. */
async function claimStep(db: Kysely<Database>, uid: string, step: number): Promise<boolean> {
  const claimed = await db
    .insertInto('totp_steps')
    .values({ uid, last_step: step })
    .onConflict((conflict) =>
      conflict.column('uid').doUpdateSet({ last_step: step }).where('totp_steps.last_step', '<', step),
    )
    .returning('uid')
    .executeTakeFirst();
  return claimed !== undefined;
}
