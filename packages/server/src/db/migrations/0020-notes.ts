import { sql, type Kysely } from 'kysely';

// The Notes workspace: free-standing notes (title, body, pin), soft-deleted to Recently deleted
// like tasks (deleted_at, purged after 30 days). tasks.note_id: the note whose line a task was
// made from, so the task can link back; null for every other task, and left as it is when the
// note goes (the link then opens the notes page without it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // One user's notes, newest change first (the list), and the purge's look across users.
  await db.schema.createIndex('notes_uid_updated_at').on('notes').columns(['uid', 'updated_at']).execute();
  await db.schema
    .createIndex('notes_deleted_at')
    .on('notes')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  await db.schema.alterTable('tasks').addColumn('note_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('note_id').execute();
  await db.schema.dropIndex('notes_deleted_at').execute();
  await db.schema.dropIndex('notes_uid_updated_at').execute();
  await db.schema.dropTable('notes').execute();
}
