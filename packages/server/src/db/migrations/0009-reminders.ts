import { sql, type Kysely } from 'kysely';

// Reminders: a time on a task, the devices that receive Web Push, a calendar feed and daily nudges.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Epoch ms; null: no reminder. reminder_state is 'pending' until one instance claims it
  // ('sent'), or 'missed' when it fell due while no server ran and is over an hour late.
  await db.schema.alterTable('tasks').addColumn('remind_at', 'bigint').execute();
  await db.schema.alterTable('tasks').addColumn('reminder_state', 'text').execute();
  // The scheduler's only question, "which pending reminders are due", reads this index in order;
  // it holds pending reminders only, so sent ones cost nothing.
  await db.schema
    .createIndex('tasks_pending_reminders')
    .on('tasks')
    .column('remind_at')
    .where(sql.ref('reminder_state'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // One browser registration is one endpoint; a second POST of it replaces its keys.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_uid').on('push_subscriptions').column('uid').execute();

  // One secret feed address per user; only its SHA-256 is kept, as for access tokens.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Daily nudges: each a local time in minutes after midnight, null when off (the default).
  // last_* hold the local date each was last sent, so every instance sends each at most once a day.
  await db.schema
    .createTable('nudge_settings')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_at', 'integer')
    .addColumn('review_at', 'integer')
    .addColumn('streak_at', 'integer')
    .addColumn('quiet_from', 'integer')
    .addColumn('quiet_until', 'integer')
    .addColumn('plan_sent', 'text')
    .addColumn('review_sent', 'text')
    .addColumn('streak_sent', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nudge_settings').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropIndex('tasks_pending_reminders').execute();
  await db.schema.alterTable('tasks').dropColumn('reminder_state').execute();
  await db.schema.alterTable('tasks').dropColumn('remind_at').execute();
}
