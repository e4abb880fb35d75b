import { sql, type Kysely } from 'kysely';

// Appending a task reads the highest position of one section's live tasks (lastOrder). On the
// old (uid, section, position) index that read stepped backwards over every task the user had
// deleted in that section (Recently deleted keeps them for 30 days) before reaching a live one.
// A partial index over live tasks only makes it one entry, on SQLite and PostgreSQL alike. It
// replaces the old index rather than joining it: every query that used the old one reads live
// tasks (and so matches the partial index), and one index is cheaper to keep than two on each
// write. Lookups by uid alone keep the (uid, client_key) unique index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_uid_section_live_position')
    .on('tasks')
    .columns(['uid', 'section', 'position'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('tasks_uid_section_position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_uid_section_position')
    .on('tasks')
    .columns(['uid', 'section', 'position'])
    .execute();
  await db.schema.dropIndex('tasks_uid_section_live_position').execute();
}
