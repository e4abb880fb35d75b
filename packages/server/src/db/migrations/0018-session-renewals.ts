import type { Kysely } from 'kysely';

// A session the sign-in library replaced by a new one for the same browser (a password change
// that signs out other devices makes this browser a new session). The browser's live socket was
// opened with the old one: the live check follows this row to the new session instead of
// closing the socket as "session ended" (live/session-end.ts). The row goes with the new session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_renewals')
    .addColumn('replaced_session_id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_renewals').execute();
}
