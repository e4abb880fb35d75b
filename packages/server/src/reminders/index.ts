import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarFeedRoutes } from './calendar/calendar-feed-routes';
import { pushRoutes } from './push/push-routes';
import type { PushContext } from './push/send-push';
import { resolveVapidKeys } from './push/vapid-keys';
import { scheduleReminders } from './scheduler/schedule-reminders';
import { sendDueReminders } from './scheduler/send-due-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the reminder scheduler now: tests drive it under their own clock. */
    sendDueReminders(): ReturnType<typeof sendDueReminders>;
  }
}

/**
 * Reminders: Web Push subscriptions, the scheduler that delivers each reminder once across
 * instances, and the calendar feed.
 */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    const vapid = resolveVapidKeys(app.config);
    const ctx: PushContext = {
      db: app.db,
      vapid,
      extraOrigins: app.config.push.extraOrigins,
      agent: app.config.push.agent,
      log: app.log,
    };
    app.decorate('sendDueReminders', () => sendDueReminders(app, ctx));
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(pushRoutes, { vapid });
    });
    await app.register(calendarFeedRoutes);
    scheduleReminders(app, ctx);
  },
  { name: 'reminders', dependencies: ['auth', 'live-bus'] },
);
