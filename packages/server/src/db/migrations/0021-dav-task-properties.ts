import type { Kysely } from 'kysely';

// What a CalDAV client wrote on a task that Dayflow does not model (X- properties, LOCATION, URL,
// RELATED-TO, more alarms…), kept beside the task and given back as it came, so a client never
// loses its own data (caldav/). `extras` is iCalendar text of a VTODO holding only those parts.
// `href` and `ical_uid` are the client's names when they are not the task's id (a client that
// made the task chose them), so its resource stays where it put it and keeps the UID it gave.
// The row goes with its task when the task is removed for good.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dav_task_properties')
    .addColumn('uid', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('href', 'text')
    .addColumn('ical_uid', 'text')
    .addColumn('extras', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dav_task_properties_pk', ['uid', 'task_id'])
    .addUniqueConstraint('dav_task_properties_href', ['uid', 'href'])
    .addUniqueConstraint('dav_task_properties_ical_uid', ['uid', 'ical_uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dav_task_properties').execute();
}
