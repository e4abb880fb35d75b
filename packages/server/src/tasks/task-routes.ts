import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateTaskSchema,
  DeletedTaskListSchema,
  deletedCutoff,
  MoveTaskSchema,
  TaskListSchema,
  TaskParamsSchema,
  TaskSchema,
  UpdateTaskSchema,
  type Task,
} from '@dayflow/core';
import { ensureDayStarted, findSettings, updateTaskCounting, zoneOf } from '../daily-loop';
import { notFound } from '../http/errors';
import { listDeletedTasks, softDeleteTask } from './deleted-task-repository';
import { restoreTask } from './restore-task';
import { createTask, moveTask } from './task-commands';
import { listTasks, updateTask } from './task-repository';

/**
 * The task API. Encapsulated (not fastify-plugin) so the signed-in check covers these routes
 * only. Every query is scoped by the session's user: another user's id is simply not found.
 * Live messages are published after each write has committed.
 */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.requireUser);

  const publish = (uid: string, upserts: Task[], deletes: string[] = []) =>
    app.liveBus.publish(uid, { type: 'changes', upserts, deletes });

  api.get('/api/tasks', { schema: { response: { 200: TaskListSchema } } }, async (request) => {
    await ensureDayStarted(app, request.user.id);
    return { tasks: await listTasks(app.db, request.user.id) };
  });

  api.post(
    '/api/tasks',
    { schema: { body: CreateTaskSchema, response: { 200: TaskSchema, 201: TaskSchema } } },
    async (request, reply) => {
      const { task, created, deleted } = await createTask(
        app.db,
        request.user.id,
        request.body,
        app.config.now(),
        app.config.maxTasksPerUser,
      );
      // A retry is published again: the instance that committed the first attempt may have died
      // before publishing it, and the user's other devices would not hear of the task otherwise.
      // A task deleted since is published as deleted, so the retry brings it back nowhere.
      await (deleted ? publish(request.user.id, [], [task.id]) : publish(request.user.id, [task]));
      return reply.code(created ? 201 : 200).send(task);
    },
  );

  api.patch(
    '/api/tasks/:id',
    { schema: { params: TaskParamsSchema, body: UpdateTaskSchema, response: { 200: TaskSchema } } },
    async (request) => {
      const { remindAt, ...changes } = request.body;
      const task = await updateTaskCounting(app.db, app.dialect, request.user.id, request.params.id, {
        ...changes,
        ...(remindAt !== undefined && { remindAt: remindAt === null ? null : Date.parse(remindAt) }),
        updatedAt: app.config.now(),
      });
      if (!task) throw notFound();
      await publish(request.user.id, [task]);
      return task;
    },
  );

  // Soft: the task goes to Recently deleted for 30 days; to every device it is deleted.
  api.delete('/api/tasks/:id', { schema: { params: TaskParamsSchema } }, async (request, reply) => {
    if (!(await softDeleteTask(app.db, request.user.id, request.params.id, app.config.now()))) throw notFound();
    await publish(request.user.id, [], [request.params.id]);
    return reply.code(204).send();
  });

  api.get('/api/tasks/deleted', { schema: { response: { 200: DeletedTaskListSchema } } }, async (request) => ({
    tasks: await listDeletedTasks(app.db, request.user.id, deletedCutoff(app.config.now())),
  }));

  // Undo of a delete, or Restore in Recently deleted: back in its list, on every device.
  api.post(
    '/api/tasks/:id/restore',
    { schema: { params: TaskParamsSchema, response: { 200: TaskSchema } } },
    async (request) => {
      const uid = request.user.id;
      const task = await restoreTask(app.db, app.dialect, uid, request.params.id, app.config.now());
      if (!task) throw notFound();
      await publish(uid, [task]);
      return task;
    },
  );

  api.post(
    '/api/tasks/:id/move',
    { schema: { params: TaskParamsSchema, body: MoveTaskSchema, response: { 200: TaskListSchema } } },
    async (request) => {
      const zone = zoneOf(await findSettings(app.db, request.user.id));
      const changed = await moveTask(
        app.db,
        app.dialect,
        request.user.id,
        { id: request.params.id, ...request.body },
        app.config.now(),
        zone,
      );
      if (!changed) throw notFound();
      if (changed.length > 0) await publish(request.user.id, changed);
      return { tasks: changed };
    },
  );

  // 'Still Need Work': restarts the pending-too-long timer.
  api.post(
    '/api/tasks/:id/reset',
    { schema: { params: TaskParamsSchema, response: { 200: TaskSchema } } },
    async (request) => {
      const now = app.config.now();
      const task = await updateTask(app.db, request.user.id, request.params.id, { createdAt: now, updatedAt: now });
      if (!task) throw notFound();
      await publish(request.user.id, [task]);
      return task;
    },
  );
}
