import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database';

/**
 * Runs the start-up migrations one instance at a time. Instances deployed together against a
 * fresh PostgreSQL would otherwise all create the same tables, and all but one would stop with
 * "relation already exists" (or a duplicate key in pg_type). The lock is a session advisory lock
 * held on one connection while the migrations run on others; it is keyed by schema, so separate
 * deployments (and parallel tests) in one database do not wait for each other, and PostgreSQL
 * drops it by itself if the process dies. SQLite is one process per file: nothing to lock.
 */
export async function withMigrationLock<T>(
  db: Kysely<unknown>,
  dialect: DialectName,
  run: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return run();
  const key = sql`hashtext(current_schema() || ':dayflow-migrations')`;
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
