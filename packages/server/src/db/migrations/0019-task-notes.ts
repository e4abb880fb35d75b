import type { Kysely } from 'kysely';

// Notes and a checklist on every task. The checklist is stored as JSON in a text column on both
// databases (not PostgreSQL's jsonb): it is always read and written whole with its task, never
// queried inside, and one column type keeps the queries and the stored bytes the same on SQLite
// and PostgreSQL. Defaults make existing rows read as "no notes, no checklist" without a backfill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tasks')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('checklist', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('checklist').execute();
  await db.schema.alterTable('tasks').dropColumn('notes').execute();
}
