import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { migrateToLatest, openDatabase, withMigrationLock, type DatabaseHandle } from '../db';
import { migrateAuthTables, type AuthDeps } from './auth';
import { resolveAuthSecret } from './auth-secret';

/**
 * Brings the schema up to date as every start does: the sign-in library's tables first (ours
 * reference `users`), then our migrations, one instance at a time.
 */
export async function migrateDatabase(deps: AuthDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<unknown>;
  await withMigrationLock(db, deps.dialect, async () => {
    await migrateAuthTables(deps);
    await migrateToLatest(db, deps.dialect);
  });
}

/**
 * The configured database, opened and migrated exactly as a server start would, with no HTTP
 * app around it: for the command-line tools. The caller closes the handle.
 */
export async function openMigratedDatabase(config: Config): Promise<{ handle: DatabaseHandle; secret: string }> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    await migrateDatabase({ config, db: handle.db, dialect: handle.dialect, secret });
    return { handle, secret };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
