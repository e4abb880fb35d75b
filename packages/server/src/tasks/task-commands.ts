import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  LATER_SECTION,
  laterDayProblem,
  localDateKey,
  nextOrder,
  planMove,
  reminderAfterMove,
  isBoardSection,
  type Task,
  type TaskSection,
} from '@dayflow/core';
import type { Database, Db } from '../db';
import { HttpError } from '../http';
import { changeTasks } from './feed/change-tasks';
import type { TaskWrite } from './feed/task-write';
import { assertRoomForTask } from './task-quota';
import { findTaskRow, insertTask, lastOrder, listTasksForUpdate, updateTask } from './task-repository';

type Feed = Pick<FastifyInstance, 'db' | 'liveBus' | 'dialect'>;

export interface NewTask {
  /** The id the client made; the create is idempotent on it. */
  id?: string;
  /** Superseded by `id`: the older way to make a retried create idempotent. */
  clientKey?: string;
  text: string;
  priority: Task['priority'];
  section: TaskSection;
  /** The day a Later task is planned for (the schema makes it go with Later, assertPlannableDay checks it). */
  day?: string | null;
  /** ISO 8601 instant; null or absent: no reminder. */
  remindAt?: string | null;
  /** The note whose line it is made from (notes/), so it links back. */
  noteId?: string;
}

export interface CreatedTask {
  task: Task;
  created: boolean;
  /** A retry of a create whose task has been deleted since: it must not come back anywhere. */
  deleted: boolean;
}

/**
 * Refuses a day that Later does not take on the user's date (a day not after tomorrow): such a
 * task belongs in Today or Tomorrow. The date is the user's, from their zone and the server's
 * clock (ADR 6), not the device's.
 */
export function assertPlannableDay(day: string, now: number, timeZone: string): void {
  const problem = laterDayProblem(day, localDateKey(now, timeZone));
  if (problem) throw new HttpError(400, `day: ${problem}`, 'day');
}

/**
 * The order a task appended to `section` gets. The spec's appending rule (nextOrder: one past the
 * highest) needs only the highest order, so only that row is read: a create costs the same in a
 * list of 3 or 3,000 tasks.
 */
async function appendOrder(trx: Transaction<Database>, uid: string, section: TaskSection): Promise<number> {
  const last = await lastOrder(trx, uid, section);
  return nextOrder(last === undefined ? [] : [{ section, order: last }], section);
}

/** The user's task this create was already made as (a retry), by id and then by client key. */
async function findEarlierCreate(db: Db, uid: string, input: NewTask): Promise<CreatedTask | undefined> {
  const found =
    (input.id !== undefined ? await findTaskRow(db, uid, 'id', input.id) : undefined) ??
    (input.clientKey !== undefined ? await findTaskRow(db, uid, 'client_key', input.clientKey) : undefined);
  return found && { task: found.task, created: false, deleted: found.deletedAt !== null };
}

/**
 * Appends a task to its section, unless the user already created it (a retried request, found by
 * `id` or by the older `clientKey`): then that task comes back with `created: false`, nothing is
 * written and nothing published (every device already heard of it, or hears of the gap at its
 * next message). An `id` another user's task holds is refused without reading that task.
 */
export async function createTask(
  app: Feed,
  uid: string,
  input: NewTask,
  now: number,
  maxTasks: number,
): Promise<CreatedTask> {
  const { result } = await changeTasks(app, uid, async (w) => {
    const earlier = await findEarlierCreate(w.trx, uid, input);
    if (earlier) return { result: earlier, upserts: [], deletes: [] };
    await assertRoomForTask(app.db, w.trx, uid, maxTasks);
    const written = await insertTask(w, await newTask(w, input, now), input.clientKey ?? input.id!);
    if (written) return { result: { task: written, created: true, deleted: false }, upserts: [written], deletes: [] };
    // A concurrent retry inserted between our lookup and our insert: its task is the answer.
    const winner = await findEarlierCreate(w.trx, uid, input);
    if (winner) return { result: winner, upserts: [], deletes: [] };
    // Not ours by id nor by key, so the id is another user's; their task is neither read nor told.
    throw new HttpError(409, 'id: another task already has this id; make a new one', 'id');
  });
  return result;
}

async function newTask(w: TaskWrite, input: NewTask, now: number) {
  return {
    id: input.id ?? crypto.randomUUID(),
    text: input.text,
    priority: input.priority,
    completed: false,
    section: input.section,
    day: input.section === LATER_SECTION ? (input.day ?? null) : null,
    // Later is ordered by day first, so one past its highest order is the end of any day in it.
    order: await appendOrder(w.trx, w.uid, input.section),
    createdAt: now,
    updatedAt: now,
    remindAt: input.remindAt == null ? null : new Date(input.remindAt).toISOString(),
    reminderMissed: false,
    ...(input.noteId !== undefined && { noteId: input.noteId }),
    notes: '',
    checklist: [],
  };
}

/**
 * Moves a task in one transaction, writing only the tasks planMove renumbers (usually just that one).
 * A reminder moved between Today and Tomorrow keeps its time of day on the list's date, in the
 * user's `timeZone`; one moved to or from Later keeps its instant. A move to Later names the day
 * (checked by the caller with assertPlannableDay) and, optionally, the place among that day's
 * tasks (the end when left out). Returns undefined when the user has no such task, else the rows
 * written ([] for a move that changes nothing, which takes no version and publishes nothing) and
 * the user's version after the move.
 */
export async function moveTask(
  app: Feed,
  uid: string,
  move: { id: string; section: TaskSection; day?: string | null; index?: number },
  now: number,
  timeZone: string,
): Promise<{ tasks: Task[]; version: number } | undefined> {
  const { result, clock } = await changeTasks(app, uid, async (w) => {
    const tasks = await listTasksForUpdate(w.trx, uid, app.dialect === 'postgres');
    const moved = tasks.find((task) => task.id === move.id);
    if (!moved) return { result: undefined, upserts: [], deletes: [] };
    const index = move.index ?? Number.MAX_SAFE_INTEGER;
    const planned = planMove(tasks, move.id, move.section, index, now, move.day ?? null) ?? [];
    const written: Task[] = [];
    for (const task of planned) {
      const remindAt = task.id === move.id && moved.remindAt ? Date.parse(moved.remindAt) : null;
      const shifted =
        remindAt === null || !isBoardSection(moved.section) || !isBoardSection(task.section)
          ? remindAt
          : reminderAfterMove(remindAt, moved.section, task.section, now, timeZone);
      const row = await updateTask(w, task.id, {
        section: task.section,
        day: task.day ?? null,
        order: task.order,
        updatedAt: task.updatedAt,
        ...(shifted !== remindAt && { remindAt: shifted }),
      });
      if (row) written.push(row);
    }
    return { result: written, upserts: written, deletes: [] };
  });
  return result && { tasks: result, version: clock };
}
