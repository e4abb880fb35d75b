import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleCleanup } from './task-cleanup';
import { taskRoutes } from './task-routes';

export { cleanupCompletedTasks, purgeDeletedTasks, runTaskCleanup } from './task-cleanup';
export { readChangesSince, readTaskSnapshot, type TaskFeedStart } from './feed/read-feed';
export { changeTasks, type TaskChange } from './feed/change-tasks';
export type { TaskWrite } from './feed/task-write';

/** The tasks feature: its API under /api/tasks and the cleanup job (completed and deleted tasks). */
export const tasksRoutes = fp(
  async (app: FastifyInstance) => {
    await app.register(taskRoutes);
    scheduleCleanup(app);
  },
  { name: 'tasks-routes', dependencies: ['auth', 'live-bus'] },
);
