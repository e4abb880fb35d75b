import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as tasksGoalsStreaks from './migrations/0001-tasks-goals-streaks';

/** Listed in code, not read from a folder, so the same list runs from source, tests and bundles. */
const migrations: Record<string, Migration> = {
  '0001-tasks-goals-streaks': tasksGoalsStreaks,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations are written against Kysely<unknown>: they must not depend on today's table types.
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
