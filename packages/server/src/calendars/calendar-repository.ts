import type { CalendarErrorCode, SubscribedCalendar, SubscribedEvent } from '@dayflow/core';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db';
import type { CalendarOccurrence } from './calendar-occurrences';

const toCalendar = (row: {
  id: string;
  name: string;
  url: string;
  created_at: number;
  fetched_at: number | null;
  error: string | null;
  event_count: number;
}): SubscribedCalendar => ({
  id: row.id,
  name: row.name,
  url: row.url,
  createdAt: Number(row.created_at),
  fetchedAt: row.fetched_at === null ? null : Number(row.fetched_at),
  error: row.error as CalendarErrorCode | null,
  eventCount: Number(row.event_count),
});

const CALENDAR_COLUMNS = ['id', 'name', 'url', 'created_at', 'fetched_at', 'error', 'event_count'] as const;

export async function listCalendars(db: Db, uid: string): Promise<SubscribedCalendar[]> {
  const rows = await db
    .selectFrom('calendars')
    .select(CALENDAR_COLUMNS)
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCalendar);
}

export async function findCalendar(db: Db, uid: string, id: string): Promise<SubscribedCalendar | undefined> {
  const row = await db
    .selectFrom('calendars')
    .select(CALENDAR_COLUMNS)
    .where('uid', '=', uid)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCalendar(row);
}

export async function countCalendars(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('calendars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Adds a calendar unless the user already follows `max`: the count and the insert in one
 * transaction, and on PostgreSQL behind a lock on the user's row, so requests at the same
 * instant cannot each see room for one more (SQLite runs one writer at a time).
 */
export async function insertCalendarWithin(
  db: Kysely<Database>,
  lockUser: boolean,
  row: { id: string; uid: string; url: string; name: string; now: number; nextFetchAt: number },
  max: number,
): Promise<'added' | 'full'> {
  return db.transaction().execute(async (trx) => {
    if (lockUser) await trx.selectFrom('users').select('id').where('id', '=', row.uid).forUpdate().execute();
    if ((await countCalendars(trx, row.uid)) >= max) return 'full';
    await trx
      .insertInto('calendars')
      .values({
        id: row.id,
        uid: row.uid,
        url: row.url,
        name: row.name,
        created_at: row.now,
        next_fetch_at: row.nextFetchAt,
      })
      .execute();
    return 'added';
  });
}

/** Removes a calendar and its events; false when the user has no such calendar. */
export async function deleteCalendar(db: Db, uid: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_events').where('calendar_id', '=', id).where('uid', '=', uid).execute();
    const result = await trx.deleteFrom('calendars').where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** What a fetch needs of a calendar it claimed. */
export interface ClaimedCalendar {
  id: string;
  uid: string;
  url: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * Claims the calendars due for a fetch: each one's next_fetch_at moves forward in a conditional
 * UPDATE that still finds it due, so when two instances read the same due rows only one UPDATE
 * changes each (PostgreSQL makes the second wait for the first and then find it no longer due;
 * SQLite has one writer). Claimed means tried: a crash mid-fetch waits for the next round.
 */
export async function claimDueCalendars(
  db: Db,
  now: number,
  nextFetchAt: number,
  limit: number,
): Promise<ClaimedCalendar[]> {
  const due = await db
    .selectFrom('calendars')
    .select(['id', 'uid', 'url', 'etag', 'last_modified', 'next_fetch_at'])
    .where('next_fetch_at', '<=', now)
    .orderBy('next_fetch_at')
    .limit(limit)
    .execute();
  const claimed: ClaimedCalendar[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('calendars')
      .set({ next_fetch_at: nextFetchAt })
      .where('id', '=', row.id)
      .where('next_fetch_at', '=', row.next_fetch_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      claimed.push({ id: row.id, uid: row.uid, url: row.url, etag: row.etag, lastModified: row.last_modified });
    }
  }
  return claimed;
}

/** A fetch's outcome: new events (replacing the old ones), unchanged (304), or an error code. */
export type FetchOutcome =
  | { kind: 'events'; occurrences: CalendarOccurrence[]; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: CalendarErrorCode };

/** Events insert in chunks: SQLite takes at most 32,766 bound values in one statement. */
const INSERT_CHUNK = 500;

export async function saveFetchOutcome(db: Db, calendar: ClaimedCalendar, outcome: FetchOutcome, now: number) {
  await db.transaction().execute(async (trx) => {
    if (outcome.kind === 'failed') {
      await trx.updateTable('calendars').set({ error: outcome.error }).where('id', '=', calendar.id).execute();
      return;
    }
    if (outcome.kind === 'unchanged') {
      await trx.updateTable('calendars').set({ error: null, fetched_at: now }).where('id', '=', calendar.id).execute();
      return;
    }
    const updated = await trx
      .updateTable('calendars')
      .set({
        error: null,
        fetched_at: now,
        etag: outcome.etag,
        last_modified: outcome.lastModified,
        event_count: outcome.occurrences.length,
      })
      .where('id', '=', calendar.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return; // deleted while it was being fetched
    await trx.deleteFrom('calendar_events').where('calendar_id', '=', calendar.id).execute();
    for (let i = 0; i < outcome.occurrences.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('calendar_events')
        .values(
          outcome.occurrences.slice(i, i + INSERT_CHUNK).map((o) => ({
            calendar_id: calendar.id,
            uid: calendar.uid,
            summary: o.summary,
            start_at: o.startAt,
            end_at: o.endAt,
            start_day: o.startDay,
            end_day: o.endDay,
          })),
        )
        .execute();
    }
  });
}

/**
 * The user's events overlapping a span: timed ones between two instants, all-day ones between two
 * dates (the end excluded), timed first by start, then all-day by day.
 */
export async function eventsBetween(
  db: Db,
  uid: string,
  span: { fromAt: number; toAt: number; fromDay: string; toDay: string },
): Promise<SubscribedEvent[]> {
  const [timed, allDay] = await Promise.all([
    db
      .selectFrom('calendar_events')
      .select(['calendar_id', 'summary', 'start_at', 'end_at'])
      .where('uid', '=', uid)
      .where('start_at', '<', span.toAt)
      // Overlapping the span; one of no length counts where it starts.
      .where((eb) => eb.or([eb('end_at', '>', span.fromAt), eb('start_at', '>=', span.fromAt)]))
      .orderBy('start_at')
      .execute(),
    db
      .selectFrom('calendar_events')
      .select(['calendar_id', 'summary', 'start_day', 'end_day'])
      .where('uid', '=', uid)
      .where('start_day', '<', span.toDay)
      .where('end_day', '>', span.fromDay)
      .orderBy('start_day')
      .execute(),
  ]);
  return [
    ...allDay.map((row) => ({
      calendarId: row.calendar_id,
      summary: row.summary,
      allDay: true,
      start: null,
      end: null,
      startDay: row.start_day,
      endDay: row.end_day,
    })),
    ...timed.map((row) => ({
      calendarId: row.calendar_id,
      summary: row.summary,
      allDay: false,
      start: new Date(Number(row.start_at)).toISOString(),
      end: new Date(Number(row.end_at)).toISOString(),
      startDay: null,
      endDay: null,
    })),
  ];
}
