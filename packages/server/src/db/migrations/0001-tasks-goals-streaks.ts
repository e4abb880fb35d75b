import { sql, type Kysely } from 'kysely';

// Runs after the sign-in library has created `users`. Types are chosen to mean the same on
// SQLite and PostgreSQL: text ids, integer flags, bigint epoch milliseconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('tasks_uid_client_key', ['uid', 'client_key'])
    .execute();
  await db.schema
    .createIndex('tasks_uid_section_position')
    .on('tasks')
    .columns(['uid', 'section', 'position'])
    .execute();
  await db.schema
    .createIndex('tasks_completed_updated')
    .on('tasks')
    .columns(['updated_at'])
    .where(sql.ref('completed'), '=', 1)
    .execute();

  await db.schema
    .createTable('streaks')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_active', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('daily_goal', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goals').execute();
  await db.schema.dropTable('streaks').execute();
  await db.schema.dropTable('tasks').execute();
}
