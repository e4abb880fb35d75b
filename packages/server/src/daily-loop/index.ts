import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dayRoutes } from './day-start/day-routes';
import { scheduleDaySweep } from './day-start/day-sweep';
import { settingsRoutes } from './settings/settings-routes';

export { ensureDayStarted, publishDay } from './day-start/ensure-day-started';
export { sweepDays } from './day-start/day-sweep';
export { listDayCounts } from './history/day-count-repository';
export { publishSettings } from './settings/publish-settings';
export { findSettings, findSettingsRow, saveSettings, toSettings, zoneOf } from './settings/settings-repository';
export { taskDays } from './task-days';

/**
 * The daily loop: day settings, the server's day start (rollover, routine copies, carried-over
 * days) at each user's local midnight, and the completion count of each day (progress/ serves it
 * as history). The routines themselves live in routines/.
 */
export const dailyLoopRoutes = fp(
  async (app: FastifyInstance) => {
    // A child context, so the sign-in hook covers these routes only.
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(settingsRoutes);
      await scoped.register(dayRoutes);
    });
    scheduleDaySweep(app);
  },
  { name: 'daily-loop-routes', dependencies: ['auth', 'live-bus'] },
);
