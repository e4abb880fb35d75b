import type { Kysely } from 'kysely';

// When a session last proved its owner by the password (POST /api/account/confirm). A session
// counts as confirmed for a few minutes after it was made or confirmed (account/recent-confirmation.ts).
// The row goes with its session: a signed-out session has nothing left to confirm.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_confirmations')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_confirmations').execute();
}
