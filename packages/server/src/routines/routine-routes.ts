import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateRoutineSchema,
  DEFAULT_PRIORITY,
  MAX_ROUTINES_PER_USER,
  RoutineListSchema,
  RoutineParamsSchema,
  RoutineSchema,
  UpdateRoutineSchema,
  localDateKey,
  routineRhythm,
  type Routine,
} from '@dayflow/core';
import type { Db } from '../db';
import { findSettings, zoneOf } from '../daily-loop';
import { HttpError, notFound } from '../http';
import { changeTasks, findTask } from '../tasks';
import { publishRoutines } from './publish-routines';
import {
  deleteRoutine,
  findRoutine,
  insertRoutine,
  linkTasks,
  listRoutines,
  updateRoutine,
} from './routine-repository';

/** The user's local date now: the first day of a rule sent without one. */
async function userToday(db: Db, uid: string, now: number): Promise<string> {
  return localDateKey(now, zoneOf(await findSettings(db, uid)));
}

/**
 * Routines: a task's text and priority repeated on chosen weekdays, or by a rule (RRULE). Each change is followed by
 * the whole list on the user's live stream (a user has a handful, so no deltas are needed).
 * A task that gains or loses its repeat mark is a task change like any other (changeTasks).
 */
export async function routineRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announce = (uid: string) => publishRoutines(app, uid);

  r.get('/api/routines', { schema: { response: { 200: RoutineListSchema } } }, async (request) => ({
    routines: await listRoutines(app.db, request.user.id),
  }));

  r.get(
    '/api/routines/:id',
    { schema: { params: RoutineParamsSchema, response: { 200: RoutineSchema } } },
    async (request) => {
      const routine = await findRoutine(app.db, request.user.id, request.params.id);
      if (!routine) throw notFound('Routine');
      return routine;
    },
  );

  r.post(
    '/api/routines',
    { schema: { body: CreateRoutineSchema, response: { 201: RoutineSchema } } },
    async (request, reply) => {
      const uid = request.user.id;
      if ((await listRoutines(app.db, uid)).length >= MAX_ROUTINES_PER_USER) {
        throw new HttpError(
          403,
          `You can have at most ${MAX_ROUTINES_PER_USER} routines. Delete one first.`,
          'routines',
        );
      }
      const { taskId, weekdays, rrule, startsOn } = request.body;
      let { text, priority } = request.body;
      if (taskId !== undefined) {
        const task = await findTask(app.db, uid, taskId);
        // Someone else's task is as missing as a deleted one, and says so on the field.
        if (!task) throw new HttpError(404, 'Task not found', 'taskId');
        text = task.text;
        priority = priority ?? task.priority;
      }
      const now = app.config.now();
      const today = await userToday(app.db, uid, now);
      const routine: Routine = {
        id: crypto.randomUUID(),
        text: text!,
        priority: priority ?? DEFAULT_PRIORITY,
        ...routineRhythm({ weekdays, rrule, startsOn }, undefined, today),
        paused: false,
        createdAt: now,
        updatedAt: now,
      };
      await changeTasks(app, uid, async (w) => {
        await insertRoutine(w.trx, uid, routine);
        // The task it was made from becomes the routine's: it shows the repeat mark, and while
        // it is open in Today the day start adds no second copy.
        const linked = taskId === undefined ? [] : await linkTasks(w, { taskId }, routine.id);
        return { result: undefined, upserts: linked, deletes: [] };
      });
      await announce(uid);
      return reply.code(201).send(routine);
    },
  );

  r.patch(
    '/api/routines/:id',
    { schema: { params: RoutineParamsSchema, body: UpdateRoutineSchema, response: { 200: RoutineSchema } } },
    async (request) => {
      const uid = request.user.id;
      const { weekdays, rrule, startsOn, ...rest } = request.body;
      const now = app.config.now();
      let rhythm;
      if (weekdays !== undefined || rrule !== undefined || startsOn !== undefined) {
        const current = await findRoutine(app.db, uid, request.params.id);
        if (!current) throw notFound('Routine');
        rhythm = routineRhythm({ weekdays, rrule, startsOn }, current, await userToday(app.db, uid, now));
      }
      const routine = await updateRoutine(app.db, uid, request.params.id, { ...rest, rhythm, updatedAt: now });
      if (!routine) throw notFound('Routine');
      await announce(uid);
      return routine;
    },
  );

  r.delete('/api/routines/:id', { schema: { params: RoutineParamsSchema } }, async (request, reply) => {
    const uid = request.user.id;
    const id = request.params.id;
    const { result: deleted } = await changeTasks(app, uid, async (w) => {
      if (!(await deleteRoutine(w.trx, uid, id))) return { result: false, upserts: [], deletes: [] };
      // Its tasks stay the user's, without a mark that would open a routine no longer there.
      return { result: true, upserts: await linkTasks(w, { routineId: id }, null), deletes: [] };
    });
    if (!deleted) throw notFound('Routine');
    await announce(uid);
    return reply.code(204).send();
  });
}
