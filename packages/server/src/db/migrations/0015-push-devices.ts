import type { Kysely } from 'kysely';

// Push subscriptions become devices one can see and end (Settings lists them). session_id: the
// sign-in session that turned notifications on, so ending that session ends its device's
// reminders too; null for subscriptions made before this was kept (they end with a reset or
// sign-out everywhere). Not a foreign key: a session that merely expires keeps its device
// ringing; only a revocation ends it. user_agent: what the browser said it was, capped.
// last_delivered_at: epoch ms of the last push its service accepted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').addColumn('session_id', 'text').execute();
  await db.schema.alterTable('push_subscriptions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('push_subscriptions').addColumn('last_delivered_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('last_delivered_at').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('user_agent').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('session_id').execute();
}
