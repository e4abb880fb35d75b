import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateTaskSchema,
  DeletedTaskListSchema,
  deletedCutoff,
  MovedTasksSchema,
  MoveTaskSchema,
  TaskParamsSchema,
  TaskSchema,
  TaskSnapshotSchema,
  UpdateTaskSchema,
  VersionAnswerSchema,
} from '@dayflow/core';
import { notFound } from '../http';
import { listDeletedTasks, softDeleteTask } from './recently-deleted/deleted-task-repository';
import { changeTasks, type TaskChange } from './feed/change-tasks';
import type { TaskWrite } from './feed/task-write';
import { readTaskSnapshot } from './feed/read-feed';
import { restoreTask } from './recently-deleted/restore-task';
import { assertPlannableDay, createTask, moveTask } from './task-commands';
import type { TaskDays } from './task-days';
import { updateTask } from './task-repository';

/**
 * A PATCH may carry a whole checklist (100 items of 500 characters, up to 4 UTF-8 bytes each) and
 * the whole notes (20,000 characters, up to 6 bytes each once escaped in JSON): more than the
 * app's 64 KiB, so this route alone takes up to 512 KiB. Anything longer is refused by the schema.
 */
const TASK_PATCH_BODY_LIMIT = 512 * 1024;

/**
 * The task API. Encapsulated (not fastify-plugin) so the signed-in check covers these routes
 * only. Every query is scoped by the session's user: another user's id is simply not found.
 * Every write goes through changeTasks, which versions it and publishes it after commit.
 */
export async function taskRoutes(app: FastifyInstance, { days }: { days: TaskDays }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.requireUser);

  /** One task changed (or none, for a missing one): its change, versioned and published. */
  const changeOne = async <T>(uid: string, write: (w: TaskWrite) => Promise<TaskChange<T>>) =>
    (await changeTasks(app, uid, write)).result;

  api.get('/api/tasks', { schema: { response: { 200: TaskSnapshotSchema } } }, async (request) => {
    await days.ensureDayStarted(app, request.user.id);
    return readTaskSnapshot(app.db, request.user.id);
  });

  api.post(
    '/api/tasks',
    { schema: { body: CreateTaskSchema, response: { 200: TaskSchema, 201: TaskSchema } } },
    async (request, reply) => {
      // A retry (same id, or same clientKey) answers 200 with the task as it is now, deleted
      // since or not, and publishes nothing: the first attempt's change was versioned, so a
      // device that did not hear of it sees the gap at its next message and resumes.
      // (A retry after the day came near is refused like any late plan: its first answer stands.)
      const { day } = request.body;
      if (day) assertPlannableDay(day, app.config.now(), await days.findZone(app.db, request.user.id));
      const { task, created } = await createTask(
        app,
        request.user.id,
        request.body,
        app.config.now(),
        app.config.maxTasksPerUser,
      );
      return reply.code(created ? 201 : 200).send(task);
    },
  );

  api.patch(
    '/api/tasks/:id',
    {
      bodyLimit: TASK_PATCH_BODY_LIMIT,
      schema: { params: TaskParamsSchema, body: UpdateTaskSchema, response: { 200: TaskSchema } },
    },
    async (request) => {
      const { remindAt, ...changes } = request.body;
      const task = await changeOne(request.user.id, async (w) => {
        const row = await days.updateTaskCounting(w, app.dialect, request.params.id, {
          ...changes,
          ...(remindAt !== undefined && { remindAt: remindAt === null ? null : Date.parse(remindAt) }),
          updatedAt: app.config.now(),
        });
        return { result: row, upserts: row ? [row] : [], deletes: [] };
      });
      if (!task) throw notFound();
      return task;
    },
  );

  // Soft: the task goes to Recently deleted for 30 days; to every device it is deleted. The
  // answer is the delete's version, so the client's tombstone holds out every older copy at once.
  api.delete(
    '/api/tasks/:id',
    { schema: { params: TaskParamsSchema, response: { 200: VersionAnswerSchema } } },
    async (request) => {
      const { id } = request.params;
      const version = await changeOne(request.user.id, async (w) => {
        const done = await softDeleteTask(w, id, app.config.now());
        return { result: done ? w.version : undefined, upserts: [], deletes: done ? [id] : [] };
      });
      if (version === undefined) throw notFound();
      return { version };
    },
  );

  api.get('/api/tasks/deleted', { schema: { response: { 200: DeletedTaskListSchema } } }, async (request) => ({
    tasks: await listDeletedTasks(app.db, request.user.id, deletedCutoff(app.config.now())),
  }));

  // Undo of a delete, or Restore in Recently deleted: back in its list, on every device.
  api.post(
    '/api/tasks/:id/restore',
    { schema: { params: TaskParamsSchema, response: { 200: TaskSchema } } },
    async (request) => {
      const uid = request.user.id;
      const zone = await days.findZone(app.db, uid);
      const task = await restoreTask(app, uid, request.params.id, app.config.now(), zone);
      if (!task) throw notFound();
      return task;
    },
  );

  api.post(
    '/api/tasks/:id/move',
    { schema: { params: TaskParamsSchema, body: MoveTaskSchema, response: { 200: MovedTasksSchema } } },
    async (request) => {
      const zone = await days.findZone(app.db, request.user.id);
      if (request.body.day) assertPlannableDay(request.body.day, app.config.now(), zone);
      const moved = await moveTask(
        app,
        request.user.id,
        { id: request.params.id, ...request.body },
        app.config.now(),
        zone,
      );
      if (!moved) throw notFound();
      return moved;
    },
  );

  // 'Still Need Work': restarts the pending-too-long timer.
  api.post(
    '/api/tasks/:id/reset',
    { schema: { params: TaskParamsSchema, response: { 200: TaskSchema } } },
    async (request) => {
      const now = app.config.now();
      const task = await changeOne(request.user.id, async (w) => {
        const row = await updateTask(w, request.params.id, { createdAt: now, updatedAt: now });
        return { result: row, upserts: row ? [row] : [], deletes: [] };
      });
      if (!task) throw notFound();
      return task;
    },
  );
}
