import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { goalRoutes } from './goal-routes';
import { historyRoutes } from './history-routes';
import { streakRoutes } from './streak-routes';

export { findDailyGoal } from './goal-repository';
export { publishGoal } from './publish-goal';
export { findStreak } from './streak-repository';

/** Daily goal, day streak and completion history routes; registered by app.ts. Every route needs a signed-in user. */
export const progressRoutes = fp(
  async (app: FastifyInstance) => {
    // A child context, so the sign-in hook covers these routes only, not the whole app.
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(goalRoutes);
      await scoped.register(streakRoutes);
      await scoped.register(historyRoutes);
    });
  },
  { name: 'progress-routes', dependencies: ['auth', 'live-bus'] },
);
