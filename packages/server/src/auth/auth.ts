import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_LINK_SECONDS,
  PRODUCT_NAME,
  SIGN_IN_DONE_PATH,
} from '@dayflow/core';
import type { Config } from '../config';
import { AUTH_BASE_PATH } from '../http';
import type { DialectName, Database } from '../db';
import { passwordResetMail, type Mailer } from '../mail';
import { accessEndingHooks, type EndAccess } from './access-ending-hooks';
import { emailVerification } from './email-verification/email-verification';
import { newPasswordGuard } from './new-password-guard';
import { explicitLinkTrust } from './explicit-link-trust';
import { OIDC_PROVIDER_ID, oidcPlugins } from './oidc';
import { storableProfileHooks } from './profile-text';
import { signUpGuard } from './sign-up-guard';
import { passkeyPlugin } from './passkeys/passkey-plugin';
import { hashedResetTokens, oneResetLinkPerAccount } from './password-reset/reset-links';
import { totpOncePerStep, twoFactorPlugin } from './two-factor';

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  secret: string;
  /** Where the sign-in library's own messages go; the app's logger when there is one. */
  logger?: FastifyBaseLogger;
  /** Sends account mails; without one, nothing offers a mailed link. */
  mailer?: Mailer | null;
  /**
   * A password was reset or changed, or other devices were signed out: shut the account's other
   * doors (tokens, calendar link, push, trusted devices, reset links) and close live sockets.
   */
  endAccess?: EndAccess;
}

export const SESSION_DAYS = 30;
/** Set by the Fastify bridge from `request.ip` (which honours TRUST_PROXY); never taken from the client. */
export const CLIENT_IP_HEADER = 'x-dayflow-client-ip';

/**
 * better-auth keeps users, sessions, accounts and verifications in our own database (through our
 * Kysely instance) and does the password hashing and OAuth/OIDC protocol work.
 */
export function authOptions(deps: AuthDeps): BetterAuthOptions {
  const { config, db, dialect, secret, logger } = deps;
  const verification = verifiesEmail(deps) ? emailVerification(db, deps.mailer!, config.now) : null;
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  return {
    appName: PRODUCT_NAME,
    basePath: AUTH_BASE_PATH,
    // With PUBLIC_URL every URL (OAuth redirect_uri, trusted Origin) is fixed. Without it, as in a
    // local run on any port, better-auth takes each request's own origin — the bridge builds it
    // from the Host header, the same host http/security.ts accepts as Origin.
    ...(publicOrigin ? { baseURL: config.publicUrl, trustedOrigins: [publicOrigin] } : {}),
    secret,
    database: { db, type: dialect },
    user: {
      modelName: 'users',
      fields: {
        name: 'display_name',
        image: 'photo_url',
        emailVerified: 'email_verified',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'accounts',
      // Local accounts never verify their email, so by default a provider sign-in with the same
      // email is refused (account_not_linked) rather than joined to an account someone else may
      // have created with that address. The operator may trust the provider instead; its
      // email_verified must still be true (the provider is not in trustedProviders).
      accountLinking: { enabled: true, requireLocalEmailVerified: !config.oidc?.trustVerifiedEmail },
    },
    verification: { modelName: 'verifications', storeIdentifier: hashedResetTokens },
    databaseHooks: {
      ...oneResetLinkPerAccount(db),
      user: {
        ...storableProfileHooks.user,
        create: { ...storableProfileHooks.user.create, ...verification?.hooks.user?.create },
      },
    },
    emailAndPassword: {
      enabled: config.localAccounts,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      ...passwordResetOptions(deps),
      // The library's own gate would hold back every unverified account, old ones too; ours
      // (email-verification/) holds back only sign-ups that wait for their link. Nobody is
      // signed in by a sign-up while addresses are checked.
      requireEmailVerification: false,
      autoSignIn: !verification,
      ...(config.passwordHasher ? { password: config.passwordHasher } : {}),
    },
    ...(verification ? { emailVerification: verification.options } : {}),
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    plugins: [
      signUpGuard({ onTakenAddress: verification?.onTakenAddress }),
      ...(verification ? [verification.plugin] : []),
      newPasswordGuard(),
      ...(deps.endAccess ? [accessEndingHooks(deps.endAccess)] : []),
      totpOncePerStep(db, config.now),
      twoFactorPlugin(),
      passkeyPlugin(),
      explicitLinkTrust([...(config.google ? ['google'] : []), ...(config.oidc ? [OIDC_PROVIDER_ID] : [])]),
      ...(config.oidc ? oidcPlugins(config.oidc) : []),
    ],
    // Errors raised before a sign-in's own error URL is known (a lost or forged state) land on
    // our page too, instead of the library's HTML page.
    onAPIError: { errorURL: SIGN_IN_DONE_PATH },
    // Sign-in attempts are limited in Fastify (auth/sign-in-rate-limit.ts) per account and per
    // address, with a standard Retry-After; the library's own limiter keys by address only.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      // The library switches its Origin and callbackURL checks off under NODE_ENV=test; we test
      // what runs in production.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: authLogger(config, logger),
    telemetry: { enabled: false },
  };
}

/**
 * "Forgot password?": a mailed link, good once for an hour. Using it ends every session of the
 * account, and every other door into it (endAccess): whoever had got in is out.
 */
function passwordResetOptions({ mailer, endAccess }: AuthDeps): Partial<BetterAuthOptions['emailAndPassword']> {
  if (!mailer) return {};
  return {
    // Not awaited: the answer must not wait for (or reveal) the mail server, whose time to take a
    // mail would tell an existing address from an unknown one. A failed send is logged by the mailer.
    sendResetPassword: async ({ user, url }) => {
      void mailer.send(passwordResetMail({ email: user.email, name: user.name }, url));
    },
    resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
    revokeSessionsOnPasswordReset: true,
    onPasswordReset: async ({ user }) => {
      await endAccess?.(user.id, { kind: 'password-reset' });
    },
  };
}

/** REQUIRE_EMAIL_VERIFICATION (with mail): see email-verification/ for what it holds back. */
const verifiesEmail = ({ config, mailer }: AuthDeps) => config.requireEmailVerification && Boolean(mailer);

function authLogger(config: Config, logger: FastifyBaseLogger | undefined): BetterAuthOptions['logger'] {
  return {
    disabled: config.logLevel === 'silent',
    level: 'warn',
    log(level, message, ...args) {
      // Without PUBLIC_URL the origin per request is our choice, not an accident (see baseURL).
      if (!config.publicUrl && message.includes('Base URL is not set')) return;
      const detail = args.length > 0 ? { detail: args } : {};
      if (logger) logger[level](detail, `auth: ${message}`);
      else if (level === 'error') console.error(`auth: ${message}`, ...args);
      else console.warn(`auth: ${message}`, ...args);
    },
  };
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates the sign-in library's tables; runs before our own migrations reference `users`. */
export async function migrateAuthTables(deps: AuthDeps): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(deps));
  await runMigrations();
}
