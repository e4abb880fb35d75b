import type { FastifyInstance } from 'fastify';
import { CALENDAR_REFRESH_MS } from '@dayflow/core';
import { findSettings, zoneOf } from '../daily-loop';
import { calendarOccurrences } from './calendar-occurrences';
import { claimDueCalendars, type ClaimedCalendar, type FetchOutcome, saveFetchOutcome } from './calendar-repository';
import { calendarUrl } from './calendar-address';
import { CalendarFetchError, type CalendarFetchOptions, fetchCalendar, systemResolver } from './fetch-calendar';

/** Calendars claimed per pass; more wait for the next pass. */
const CLAIM_BATCH = 50;
/** Fetched at once by one instance. */
const PARALLEL_FETCHES = 4;
/** Occurrences kept from this long ago … */
const KEEP_BEFORE_MS = 31 * 24 * 60 * 60 * 1000;
/** … to this far ahead. */
const KEEP_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export function fetchOptions(app: Pick<FastifyInstance, 'config'>): CalendarFetchOptions {
  const { allowHosts, ports, resolve } = app.config.calendars;
  return { allowHosts, ports, resolve: resolve ?? systemResolver };
}

/**
 * Fetches one claimed calendar and keeps what came: its events expanded in its owner's zone, or
 * the reason it failed as a code. The stored URL is checked again first: the rules (or the
 * operator's allowed hosts) may have changed since it was added.
 */
export async function refreshCalendar(
  app: Pick<FastifyInstance, 'config' | 'db' | 'log'>,
  calendar: ClaimedCalendar,
): Promise<FetchOutcome> {
  const options = fetchOptions(app);
  const now = app.config.now();
  let outcome: FetchOutcome;
  const url = calendarUrl(calendar.url, options);
  if (typeof url === 'string') outcome = { kind: 'failed', error: 'refused-address' };
  else {
    try {
      const result = await fetchCalendar(url, {
        ...options,
        etag: calendar.etag,
        lastModified: calendar.lastModified,
      });
      if (result.status === 'not-modified') outcome = { kind: 'unchanged' };
      else {
        const zone = zoneOf(await findSettings(app.db, calendar.uid));
        const occurrences = calendarOccurrences(result.text, now - KEEP_BEFORE_MS, now + KEEP_AHEAD_MS, zone);
        outcome = { kind: 'events', occurrences, etag: result.etag, lastModified: result.lastModified };
      }
    } catch (err) {
      const error = err instanceof CalendarFetchError ? err.code : 'not-a-calendar';
      // The code only: what the remote server sent stays out of logs and answers alike.
      app.log.info({ calendar: calendar.id, error }, 'calendar fetch failed');
      outcome = { kind: 'failed', error };
    }
  }
  await saveFetchOutcome(app.db, calendar, outcome, now);
  return outcome;
}

/** One pass: claims the due calendars and fetches each (a few at a time). Returns how many. */
export async function refreshDueCalendars(app: Pick<FastifyInstance, 'config' | 'db' | 'log'>): Promise<number> {
  const now = app.config.now();
  const claimed = await claimDueCalendars(app.db, now, now + CALENDAR_REFRESH_MS, CLAIM_BATCH);
  const queue = [...claimed];
  await Promise.all(
    Array.from({ length: PARALLEL_FETCHES }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await refreshCalendar(app, next);
    }),
  );
  return claimed.length;
}
