import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  AddCalendarSchema,
  CALENDAR_REFRESH_MS,
  addDays,
  CALENDAR_EVENTS_MAX_DAYS,
  daysBetween,
  instantAt,
  MAX_CALENDARS_PER_USER,
  SubscribedCalendarListSchema,
  SubscribedCalendarSchema,
  SubscribedEventListSchema,
  SubscribedEventsQuerySchema,
} from '@dayflow/core';
import { findSettings, publishDay, zoneOf } from '../daily-loop';
import { HttpError, notFound } from '../http';
import { calendarUrl } from './calendar-address';
import {
  deleteCalendar,
  eventsBetween,
  findCalendar,
  insertCalendarWithin,
  listCalendars,
} from './calendar-repository';
import { CalendarFetchError, checkCalendarAddress } from './fetch-calendar';
import { fetchOptions, refreshCalendar } from './refresh-calendars';

/** A name from the address when none is given: its host, as a person reads it. */
const nameFrom = (url: URL) => url.hostname.replace(/^www\./, '');

/**
 * Subscribed calendars: added by their ICS address, fetched by the server (refresh-calendars.ts),
 * read back as events in the user's zone. Every route needs a signed-in user and reads or
 * changes only that user's calendars.
 */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendars',
    {
      schema: {
        summary: 'Your subscribed calendars, each with its last fetch',
        response: { 200: SubscribedCalendarListSchema },
      },
    },
    async (request) => ({ calendars: await listCalendars(app.db, request.user.id) }),
  );

  r.post(
    '/api/calendars',
    {
      schema: {
        summary: 'Subscribe to a calendar by its ICS address (https, http or webcal)',
        description: `Only http(s) on ports 80 and 443 to public addresses (or a CALENDAR_FETCH_ALLOW_HOSTS entry); any other address is 400 naming \`url\`, and no request is made to it. The calendar is fetched at once, then every 15 minutes. At most ${MAX_CALENDARS_PER_USER} calendars.`,
        body: AddCalendarSchema,
        response: { 201: SubscribedCalendarSchema },
      },
    },
    async (request, reply) => {
      const uid = request.user.id;
      const options = fetchOptions(app);
      const url = calendarUrl(request.body.url, options);
      if (typeof url === 'string') throw new HttpError(400, `url ${url}`, 'url');
      try {
        await checkCalendarAddress(url, options);
      } catch (err) {
        const code = err instanceof CalendarFetchError ? err.code : 'not-found';
        const why = code === 'refused-address' ? 'must be a public address' : 'names a host that could not be found';
        throw new HttpError(400, `url ${why}`, 'url');
      }
      const id = crypto.randomUUID();
      const now = app.config.now();
      const name = request.body.name || nameFrom(url);
      // Claimed by this request for the first fetch: the background pass takes it 15 minutes on.
      const row = { id, uid, url: url.href, name, now, nextFetchAt: now + CALENDAR_REFRESH_MS };
      if ((await insertCalendarWithin(app.db, app.dialect === 'postgres', row, MAX_CALENDARS_PER_USER)) === 'full') {
        throw new HttpError(400, `You follow ${MAX_CALENDARS_PER_USER} calendars: remove one first`, 'url');
      }
      await refreshCalendar(app, { id, uid, url: url.href, etag: null, lastModified: null });
      await publishDay(app, uid); // the planner learns it has a calendar now
      return reply.code(201).send((await findCalendar(app.db, uid, id))!);
    },
  );

  r.delete(
    '/api/calendars/:id',
    {
      schema: { summary: 'Unsubscribe from a calendar (its events go with it)', params: z.object({ id: z.string() }) },
    },
    async (request, reply) => {
      if (!(await deleteCalendar(app.db, request.user.id, request.params.id))) throw notFound('Calendar');
      await publishDay(app, request.user.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/calendars/events',
    {
      schema: {
        summary: 'Events of your calendars from one day to another (both included, your time zone)',
        description: `At most ${CALENDAR_EVENTS_MAX_DAYS} days. Recurring events come expanded; cancelled ones are left out.`,
        querystring: SubscribedEventsQuerySchema,
        response: { 200: SubscribedEventListSchema },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const span = daysBetween(from, to);
      if (span < 0) throw new HttpError(400, 'to must not be before from', 'to');
      if (span >= CALENDAR_EVENTS_MAX_DAYS)
        throw new HttpError(400, `to must be within ${CALENDAR_EVENTS_MAX_DAYS} days of from`, 'to');
      const uid = request.user.id;
      const zone = zoneOf(await findSettings(app.db, uid));
      const toDay = addDays(to, 1);
      reply.header('cache-control', 'no-store');
      return {
        events: await eventsBetween(app.db, uid, {
          fromAt: instantAt(from, 0, zone),
          toAt: instantAt(toDay, 0, zone),
          fromDay: from,
          toDay,
        }),
      };
    },
  );
}
