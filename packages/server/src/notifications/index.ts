import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_ROLLOVER_CHECK_MS, REMINDER_CHECK_MS } from '@dayflow/core';
import { nudgeRoutes } from './nudges/nudge-routes';
import { sendDueNudges } from './nudges/send-nudges';
import { endPushOfSessions } from './push/end-push-subscriptions';
import { pushDeviceRoutes } from './push/push-device-routes';
import { pushRoutes } from './push/push-routes';
import type { PushContext } from './push/send-push';
import { resolveVapidKeys } from './push/vapid-keys';
import { scheduleJob } from '../background';
import { refuseAccessTokens } from '../tokens';
import { sendDueReminders } from './scheduler/send-due-reminders';

export { endPushSubscriptions, handOverPushDevices } from './push/end-push-subscriptions';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the reminder scheduler now: tests drive it under their own clock. */
    sendDueReminders(): ReturnType<typeof sendDueReminders>;
    /** One nudge sweep now, likewise. */
    sendDueNudges(): Promise<number>;
  }
}

/**
 * What reaches a person outside the open planner: Web Push subscriptions, the scheduler that
 * delivers each reminder once across instances, and the daily nudges.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const vapid = resolveVapidKeys(app.config);
    const ctx: PushContext = {
      db: app.db,
      vapid,
      extraOrigins: app.config.push.extraOrigins,
      agent: app.config.push.agent,
      log: app.log,
      now: app.config.now,
    };
    app.decorate('sendDueReminders', () => sendDueReminders(app, ctx));
    app.decorate('sendDueNudges', () => sendDueNudges(app, ctx));
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(nudgeRoutes);
    });
    // A push device belongs to the session that turned it on: a script's token cannot make or see one.
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', refuseAccessTokens);
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(pushRoutes, { vapid });
      await scoped.register(pushDeviceRoutes);
    });
    app.onSessionsEnd((ended) => endPushOfSessions(app.db, ended));
    scheduleJob(app, 'reminder pass', REMINDER_CHECK_MS, async () => {
      const result = await app.sendDueReminders();
      if (result.sent + result.missed > 0) app.log.info(result, 'reminders delivered');
    });
    // Nudges are to the minute: the day sweep's pace, on the clock, sends each at its minute.
    scheduleJob(app, 'nudge sweep', DAY_ROLLOVER_CHECK_MS, () => app.sendDueNudges(), { onTheClock: true });
  },
  { name: 'notifications', dependencies: ['auth', 'live-bus', 'account-routes'] },
);
