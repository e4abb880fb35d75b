import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routineRoutes } from './routine-routes';

export { publishRoutines } from './publish-routines';
export { insertRoutine, listRoutines } from './routine-repository';

/**
 * Routines: the tasks a person repeats on chosen weekdays, their routes and live announcements
 * (the day start in daily-loop/ makes each day's copies). Registered by app.ts; every route needs
 * a signed-in user.
 */
export const routinesRoutes = fp(
  async (app: FastifyInstance) => {
    // A child context, so the sign-in hook covers these routes only, not the whole app.
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(routineRoutes);
    });
  },
  { name: 'routines-routes', dependencies: ['auth', 'live-bus'] },
);
