import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres } from '../../test/support/test-app';

describe('migrations', () => {
  // On PostgreSQL each test app has its own schema in one database, like two deployments would.
  it('migrate two databases side by side, each with its own bookkeeping', async () => {
    const first = await buildTestApp();
    try {
      const second = await buildTestApp();
      try {
        const migrated = await second.app.db.selectFrom('tasks').select('id').execute();
        expect(migrated).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  // The migrator asks the introspector whether its tables exist on every start; reading other
  // schemas' catalogs failed when one of them was dropped meanwhile.
  it.runIf(onPostgres)('introspects only its own schema on PostgreSQL', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      await sql`create table stranger (id integer primary key)`.execute(second.app.db);
      const ownSchema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.app.db))
        .rows[0]!.schema;
      const tables = await first.app.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ownSchema]));
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['tasks', 'kysely_migration']));
      expect(tables.map((table) => table.name)).not.toContain('stranger');
      const tasks = tables.find((table) => table.name === 'tasks')!;
      expect(tasks.columns.find((column) => column.name === 'text')).toMatchObject({ isNullable: false });
      const withoutBookkeeping = await first.app.db.introspection.getTables();
      expect(withoutBookkeeping.map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
