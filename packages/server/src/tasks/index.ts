import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleCleanup } from './task-cleanup';
import { taskRoutes } from './task-routes';

export { cleanupCompletedTasks, purgeDeletedTasks, runTaskCleanup } from './task-cleanup';

/** The tasks feature: its API under /api/tasks and the cleanup job (completed and deleted tasks). */
export const tasksRoutes = fp(
  async (app: FastifyInstance) => {
    await app.register(taskRoutes);
    scheduleCleanup(app);
  },
  { name: 'tasks-routes', dependencies: ['auth', 'live-bus'] },
);
