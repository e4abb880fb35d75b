import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../background';
import { calendarRoutes } from './calendar-routes';
import { calendarFeedRoutes } from './feed/calendar-feed-routes';
import { refreshDueCalendars } from './refresh-calendars';

export type { Resolver, ResolvedAddress } from './fetch-calendar';

/** How often an instance looks for calendars due a fetch (each is due every 15 minutes). */
const REFRESH_CHECK_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the calendar fetcher now: tests drive it under their own clock. */
    refreshDueCalendars(): Promise<number>;
  }
}

/**
 * Calendars both ways. In: subscribed calendars, the routes to add, list and remove them and to
 * read their events, and the background pass that fetches each due calendar once across
 * instances. Out: the secret feed of a user's tasks (feed/; CalDAV, the other way out, is caldav/).
 */
export const calendarsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('refreshDueCalendars', () => refreshDueCalendars(app));
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(calendarRoutes);
    });
    // The feed is read by calendar apps with its secret address, not a session: no requireUser.
    await app.register(calendarFeedRoutes);
    scheduleJob(app, 'calendar fetch', REFRESH_CHECK_MS, () => app.refreshDueCalendars());
  },
  { name: 'calendars', dependencies: ['auth'] },
);
