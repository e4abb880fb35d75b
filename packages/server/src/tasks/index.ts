import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleCleanup } from './task-cleanup';
import type { TaskDays } from './task-days';
import { taskRoutes } from './task-routes';

export { cleanupCompletedTasks, purgeDeletedTasks, runTaskCleanup } from './task-cleanup';
export { readChangesSince, readTaskSnapshot, type TaskFeedStart } from './feed/read-feed';
export { readClock } from './feed/user-versions';
export { changeTasks, type TaskChange } from './feed/change-tasks';
export type { TaskWrite } from './feed/task-write';
export type { TaskDays } from './task-days';
export { listDeletedTasks, softDeleteTask } from './recently-deleted/deleted-task-repository';
export { createTask, moveTask } from './task-commands';
export { countAllTasks, forgetTaskCount } from './task-quota';
export {
  findTask,
  insertTask,
  listTasks,
  listTasksForUpdate,
  TASK_COLUMNS,
  checklistColumn,
  toTask,
  updateTask,
  type TaskPatch,
  type TaskToInsert,
} from './task-repository';

/**
 * The tasks feature: its API under /api/tasks and the cleanup job (completed and deleted tasks).
 * `days` is the daily loop's side of a task change (see task-days.ts).
 */
export const tasksRoutes = fp(
  async (app: FastifyInstance, options: { days: TaskDays }) => {
    await app.register(taskRoutes, options);
    scheduleCleanup(app);
  },
  { name: 'tasks-routes', dependencies: ['auth', 'live-bus'] },
);
