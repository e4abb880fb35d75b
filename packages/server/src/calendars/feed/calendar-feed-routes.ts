import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { buildCalendar, calendarFeedEvents, CalendarFeedSchema, CalendarFeedStatusSchema } from '@dayflow/core';
import { findSettings, zoneOf } from '../../daily-loop';
import { listRoutines } from '../../routines';
import { notFound } from '../../http';
import { listTasks } from '../../tasks';
import { deleteFeed, feedOwner, feedStatus, replaceFeed } from './calendar-feed-repository';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const hash = (secret: string) => crypto.createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * The calendar feed: a secret address (256 random bits, only its hash stored) that calendar apps
 * poll without a session. A new POST replaces the address; DELETE makes it answer 404; GET tells
 * whether there is one, never the address. Making one is a lasting door into the account, so it
 * needs a session confirmed in the last minutes (account/recent-confirmation.ts).
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireUser);
    const s = scoped.withTypeProvider<ZodTypeProvider>();
    s.get(
      '/api/calendar-feed',
      {
        schema: {
          summary: 'Whether a calendar feed address exists (the address itself is shown only when made)',
          response: { 200: CalendarFeedStatusSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return feedStatus(app.db, request.user.id);
      },
    );
    s.post(
      '/api/calendar-feed',
      {
        schema: {
          summary: 'Create (or replace) the secret calendar feed address',
          security: [{ session: [] }],
          response: { 201: CalendarFeedSchema },
        },
        preHandler: scoped.requireRecentConfirmation,
      },
      async (request, reply) => {
        const secret = crypto.randomBytes(32).toString('base64url');
        await replaceFeed(app.db, request.user.id, hash(secret), app.config.now());
        const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
        reply.header('cache-control', 'no-store');
        return reply.code(201).send({ url: `${base}/api/calendar-feed/${secret}.ics` });
      },
    );
    s.delete(
      '/api/calendar-feed',
      { schema: { summary: 'Turn the calendar feed off (its address answers 404)' } },
      async (request, reply) => {
        await deleteFeed(app.db, request.user.id);
        return reply.code(204).send();
      },
    );
  });

  r.get(
    '/api/calendar-feed/:file',
    {
      schema: {
        summary: 'The calendar feed (RFC 5545 text/calendar): no session, the address is the secret',
        security: [],
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      const uid = secret && (await feedOwner(app.db, hash(secret)));
      if (!uid) throw notFound('Calendar feed');
      const [tasks, routines, settings] = await Promise.all([
        listTasks(app.db, uid),
        listRoutines(app.db, uid),
        findSettings(app.db, uid),
      ]);
      const body = buildCalendar(calendarFeedEvents(tasks, routines, zoneOf(settings)));
      // The address is the secret: no shared cache may keep a copy, and none may leak it onward.
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
}
