import { sql, type Kysely } from 'kysely';

// The versioned change feed (ADR 16). One counter per user, taken with
// `UPDATE … SET version = version + 1 … RETURNING` in the same transaction as each change, so
// the row lock orders a user's changes even across instances on one PostgreSQL. `floor` is the
// oldest version a client may resume from: raised when rows are removed for good, since a
// resume could no longer tell that they went.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_versions')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('floor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Each task's version is the user's version at its last change. Existing tasks count as one
  // change, version 1: a client resuming from 0 (it holds nothing) then receives all of them.
  await db.schema
    .alterTable('tasks')
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update tasks set version = 1`.execute(db);
  await sql`insert into user_versions (uid, version, floor) select distinct uid, 1, 0 from tasks`.execute(db);
  // The resume's one question: which of this user's tasks changed after V.
  await db.schema.createIndex('tasks_uid_version').on('tasks').columns(['uid', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_uid_version').execute();
  await db.schema.alterTable('tasks').dropColumn('version').execute();
  await db.schema.dropTable('user_versions').execute();
}
