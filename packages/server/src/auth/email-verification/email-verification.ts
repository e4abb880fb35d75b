import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthOptions, BetterAuthPlugin, User } from 'better-auth';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { verifyEmailMail, type Mailer } from '../../mail';
import { endResetLinks } from '../password-reset/reset-links';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A day to click, since the mail may wait in an inbox overnight; the click signs them in. */
const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/** The library's answers, word for word, so ours cannot be told from its own. */
const INVALID_EMAIL_OR_PASSWORD = { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' };
const EMAIL_NOT_VERIFIED = { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' };
const INVALID_TOKEN = 'INVALID_TOKEN';

/**
 * The link's own name, beside the library's token: that token is a signature over the address
 * and the second it was made, so two links made in one second would be the same link. Only its
 * hash is stored.
 */
const LINK_PARAM = 'link';
const linkHash = (name: string) => createHash('sha256').update(name).digest('base64url');

/**
 * REQUIRE_EMAIL_VERIFICATION, as this server means it: a sign-up made by the form while it is on
 * waits for its mailed link (a `pending_sign_ups` row) before a password signs it in. Accounts
 * made before it was turned on, or by the operator (`user:add`), have no such row and sign in as
 * before. Their `email_verified` stays false, so a provider sign-in with the same address is
 * still not joined to them (`requireLocalEmailVerified`): the address was never proved.
 *
 * The library's own gate (`requireEmailVerification`) would lock every unverified account out,
 * so it stays off and this module holds the gate, the links and the pre-claim rule.
 */
export interface EmailVerification {
  options: BetterAuthOptions['emailVerification'];
  plugin: BetterAuthPlugin;
  hooks: NonNullable<BetterAuthOptions['databaseHooks']>;
  /** For the sign-up guard: a sign-up for an address that already has an account. */
  onTakenAddress: (ctx: Ctx, user: User, passwordHash: string) => Promise<void>;
}

export function emailVerification(db: Kysely<Database>, mailer: Mailer, now: () => number): EmailVerification {
  const isPending = async (uid: string) =>
    (await db.selectFrom('pending_sign_ups').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;

  const options: BetterAuthOptions['emailVerification'] = {
    // Only the newest link works: its hash replaces the last one's before the mail goes out.
    // Not awaited, as for reset mails: a failed send is logged and the answer is the same.
    sendVerificationEmail: async ({ user, url }) => {
      const name = randomBytes(24).toString('base64url');
      const row = { uid: user.id, token_hash: linkHash(name), created_at: now() };
      await db
        .insertInto('verify_email_links')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }),
        )
        .execute();
      const link = new URL(url);
      link.searchParams.set(LINK_PARAM, name);
      void mailer.send(verifyEmailMail({ email: user.email, name: user.name }, link.toString()));
    },
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: VERIFY_LINK_SECONDS,
    // A link works once: the click that confirms ends it, and the wait.
    afterEmailVerification: async (user) => {
      await db.deleteFrom('verify_email_links').where('uid', '=', user.id).execute();
      await db.deleteFrom('pending_sign_ups').where('uid', '=', user.id).execute();
    },
  };

  const plugin: BetterAuthPlugin = {
    id: 'dayflow-email-verification',
    hooks: {
      before: [
        {
          // The password is checked first, as the library would, so a wrong one learns nothing;
          // a right one mails a fresh link (the first may be lost or expired).
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
            if (typeof email !== 'string' || typeof password !== 'string') return;
            const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase(), {
              includeAccounts: true,
            });
            if (!found || found.user.emailVerified || !(await isPending(found.user.id))) return;
            const hash = found.accounts.find((a) => a.providerId === 'credential')?.password;
            if (!hash) return;
            if (!(await ctx.context.password.verify({ hash, password }))) {
              throw APIError.from('UNAUTHORIZED', INVALID_EMAIL_OR_PASSWORD);
            }
            await sendVerificationEmailFn(ctx, found.user);
            throw APIError.from('FORBIDDEN', EMAIL_NOT_VERIFIED);
          }),
        },
        {
          // The library checks the token's signature and age; we check that it is the newest link.
          matcher: (context) => context.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const name = (ctx.query as Record<string, unknown> | undefined)?.[LINK_PARAM];
            const known =
              typeof name === 'string' &&
              (await db
                .selectFrom('verify_email_links')
                .select('uid')
                .where('token_hash', '=', linkHash(name))
                .executeTakeFirst());
            if (known) return;
            const back = (ctx.query as { callbackURL?: unknown } | undefined)?.callbackURL;
            // Only a path of ours: the library's own check of callbackURL runs after this hook.
            if (typeof back === 'string' && /^\/(?![/\\])/.test(back)) {
              const target = new URL(back, 'http://x');
              target.searchParams.set('error', INVALID_TOKEN);
              throw ctx.redirect(`${target.pathname}${target.search}`);
            }
            throw APIError.from('UNAUTHORIZED', { message: 'Invalid token', code: INVALID_TOKEN });
          }),
        },
      ],
    },
  };

  const hooks: EmailVerification['hooks'] = {
    user: {
      create: {
        // Only a sign-up that came over HTTP waits: `user:add` calls the library directly.
        after: async (user, ctx) => {
          if (ctx?.path !== '/sign-up/email' || !ctx.request) return;
          await db.insertInto('pending_sign_ups').values({ uid: user.id, created_at: now() }).execute();
        },
      },
    },
  };

  /**
   * No pre-claimed accounts: someone who signs up first with another person's address, and
   * waits, must not be the one holding the password when the owner confirms. A sign-up for an
   * address whose account still waits for its link takes that account over: the new password
   * and name replace the old, and a fresh link (which ends the older ones) goes to the address.
   * The answer is the library's, the same as for a new address.
   */
  const onTakenAddress: EmailVerification['onTakenAddress'] = async (ctx, user, passwordHash) => {
    if (user.emailVerified || !(await isPending(user.id))) return;
    const name = (ctx.body as { name?: unknown } | undefined)?.name;
    await ctx.context.internalAdapter.updatePassword(user.id, passwordHash);
    const updated = await ctx.context.internalAdapter.updateUser(user.id, typeof name === 'string' ? { name } : {});
    await endResetLinks(db, user.id);
    await sendVerificationEmailFn(ctx, updated ?? user);
  };

  return { options, plugin, hooks, onTakenAddress };
}
