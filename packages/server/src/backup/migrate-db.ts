import { openMigratedDatabase } from '../auth';
import type { Config } from '../config';
import { copySqliteToPostgres, type CopiedTable } from './copy-to-postgres';
import { BackupError, checkDayflowDatabase, databaseFile } from './sqlite-backup';

/**
 * Moves a whole SQLite instance (accounts, sessions and sign-in links included) into an empty
 * PostgreSQL database. Both ends are first brought to the current migrations exactly as a
 * server start would, so the copy is between identical schemas. The SQLite instance must be
 * stopped; it is left as it was, a fallback until the PostgreSQL instances are trusted.
 */
export async function migrateSqliteToPostgres(config: Config, to: string): Promise<CopiedTable[]> {
  if (!/^postgres(ql)?:\/\//.test(to)) throw new BackupError('--to must be a postgres://user:pass@host:5432/db URL');
  const sqliteFile = databaseFile(config.dataDir);
  checkDayflowDatabase(sqliteFile);
  const quiet = { ...config, logLevel: 'error' as const };

  const source = await openMigratedDatabase({ ...quiet, databaseUrl: undefined });
  await source.handle.close();

  const target = await openMigratedDatabase({ ...quiet, databaseUrl: to });
  try {
    const client = await target.handle.pool!.connect();
    try {
      return await copySqliteToPostgres(sqliteFile, client);
    } finally {
      client.release();
    }
  } finally {
    await target.handle.close();
  }
}
