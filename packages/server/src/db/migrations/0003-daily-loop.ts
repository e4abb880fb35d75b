import { type Kysely } from 'kysely';

// The daily loop: per-user day settings, the once-per-day guard, routines, carried-over days and
// completed counts per local day. Local dates are `YYYY-MM-DD` text, which sorts as dates do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text')
    .addColumn('rollover', 'integer', (c) => c.notNull().defaultTo(1))
    // Bit d set = weekday d (0 = Sunday) is a rest day.
    .addColumn('rest_days', 'integer', (c) => c.notNull().defaultTo(0))
    // The last local date the server started for this user; null until a zone is known.
    .addColumn('current_day', 'text')
    .execute();
  // The sweep asks, zone by zone, who has not started today yet.
  await db.schema
    .createIndex('user_settings_zone_day')
    .on('user_settings')
    .columns(['time_zone', 'current_day'])
    .execute();

  // One row per user and started day: inserted in the day start's own transaction, so two
  // instances (or a request and the sweep) can never both start the same day.
  await db.schema
    .createTable('day_starts')
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('day_starts_pk', ['uid', 'local_date'])
    .execute();

  await db.schema
    .createTable('routines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    // Bit d set = due on weekday d (0 = Sunday).
    .addColumn('weekdays', 'integer', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routines_uid').on('routines').column('uid').execute();

  // Open Today tasks left over at a day change, with the local date they were first left over.
  await db.schema
    .createTable('carried_over')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('tasks.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('since', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carried_over_uid').on('carried_over').column('uid').execute();

  // Kept for good: completed tasks are deleted after 3 days, their day's count is not.
  await db.schema
    .createTable('day_counts')
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('day_counts_pk', ['uid', 'local_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('day_counts').execute();
  await db.schema.dropTable('carried_over').execute();
  await db.schema.dropTable('routines').execute();
  await db.schema.dropTable('day_starts').execute();
  await db.schema.dropTable('user_settings').execute();
}
