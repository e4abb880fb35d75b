import type { Kysely } from 'kysely';

// Routines beyond weekdays: an RFC 5545 RRULE and the local date it counts from (DTSTART). Both
// stay null for the weekday routines every row so far is: their weekdays mask alone still says
// when they repeat, so existing routines need no rewriting and keep working as they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('routines').addColumn('rrule', 'text').execute();
  await db.schema.alterTable('routines').addColumn('starts_on', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('routines').dropColumn('starts_on').execute();
  await db.schema.alterTable('routines').dropColumn('rrule').execute();
}
