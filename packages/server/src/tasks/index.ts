import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TaskSnapshot } from '@dayflow/core';
import { listTasks, type Db } from './task-repository';
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

/**
 * The user's tasks with the change version they include (core TaskSnapshotSchema), for a page
 * that carries its first data. Stand-in until the change feed lands: version 0 ("everything
 * since the beginning"), which the versioned repository replaces.
 */
export async function readTaskSnapshot(db: Db, uid: string): Promise<TaskSnapshot> {
  return { tasks: await listTasks(db, uid), version: 0 };
}
