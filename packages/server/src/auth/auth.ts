import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  secret: string;
}

const SESSION_DAYS = 30;

/**
 * better-auth keeps users, sessions, accounts and verifications in our own database (through our
 * Kysely instance) and does the password hashing and OAuth/OIDC protocol work.
 */
export function authOptions({ config, db, dialect, secret }: AuthDeps): BetterAuthOptions {
  return {
    appName: 'Dayflow',
    basePath: '/api/auth',
    ...(config.publicUrl ? { baseURL: config.publicUrl } : {}),
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
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: { enabled: config.localAccounts, minPasswordLength: 8, maxPasswordLength: 128 },
    advanced: {
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
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
