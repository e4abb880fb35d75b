import type { Kysely } from 'kysely';

// Days ahead: a task in the new Later list carries the local date it is planned for
// (`YYYY-MM-DD`, text on both databases, so comparing two sorts them by date); null on every
// other task, so existing rows need no backfill. No index: the day start that brings Later's
// tasks already reads (and on PostgreSQL locks) the user's whole list through the (uid,
// section, position) index to renumber it, and picks the due ones from that; an index on the
// day would only cost every write.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('day', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('day').execute();
}
