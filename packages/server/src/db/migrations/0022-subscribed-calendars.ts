import type { Kysely } from 'kysely';

// Calendars a user subscribes to by their ICS address, fetched by the server every 15 minutes.
// calendars.next_fetch_at is the claim: an instance takes a due calendar by moving it forward in
// one conditional UPDATE, so several instances fetch each calendar once. etag and
// last_modified: the last answer's validators, for a conditional GET. error: a code (never text
// from the remote server). calendar_events: the occurrences of the last fetch, recurring events
// already expanded, so a read is one indexed range query; timed ones at instants (epoch ms),
// all-day ones on dates (YYYY-MM-DD, end excluded). uid is kept on each so reads stay per user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendars')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('next_fetch_at', 'bigint', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('error', 'text')
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('calendars_uid').on('calendars').column('uid').execute();
  await db.schema.createIndex('calendars_next_fetch').on('calendars').column('next_fetch_at').execute();
  await db.schema
    .createTable('calendar_events')
    .addColumn('calendar_id', 'text', (c) => c.notNull().references('calendars.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('start_at', 'bigint')
    .addColumn('end_at', 'bigint')
    .addColumn('start_day', 'text')
    .addColumn('end_day', 'text')
    .execute();
  await db.schema.createIndex('calendar_events_calendar').on('calendar_events').column('calendar_id').execute();
  await db.schema.createIndex('calendar_events_timed').on('calendar_events').columns(['uid', 'start_at']).execute();
  await db.schema.createIndex('calendar_events_days').on('calendar_events').columns(['uid', 'start_day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute();
  await db.schema.dropTable('calendars').execute();
}
