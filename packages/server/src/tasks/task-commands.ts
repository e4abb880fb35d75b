import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nextOrder, planMove, reminderAfterMove, type Section, type Task } from '@dayflow/core';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { assertRoomForTask } from './task-quota';
import { findTaskByClientKey, insertTask, lastOrder, listTasksForUpdate, updateTask } from './task-repository';

export interface NewTask {
  clientKey: string;
  text: string;
  priority: Task['priority'];
  section: Section;
  /** ISO 8601 instant; null or absent: no reminder. */
  remindAt?: string | null;
}

/**
 * The order a task appended to `section` gets. The spec's appending rule (nextOrder: one past the
 * highest) needs only the highest order, so only that row is read: a create costs the same in a
 * list of 3 or 3,000 tasks.
 */
async function appendOrder(trx: Transaction<Database>, uid: string, section: Section): Promise<number> {
  const last = await lastOrder(trx, uid, section);
  return nextOrder(last === undefined ? [] : [{ section, order: last }], section);
}

/**
 * Appends a task to its section, unless the user already created one with this client key (a
 * retried request): then that task comes back with `created: false` and nothing is written;
 * `deleted` says it has been deleted since, so the retry must not bring it back to any device.
 */
export async function createTask(
  db: Kysely<Database>,
  uid: string,
  input: NewTask,
  now: number,
  maxTasks: number,
): Promise<{ task: Task; created: boolean; deleted: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await findTaskByClientKey(trx, uid, input.clientKey);
    if (existing) return { task: existing.task, created: false, deleted: existing.deletedAt !== null };
    await assertRoomForTask(db, trx, uid, maxTasks);
    const task: Task = {
      id: crypto.randomUUID(),
      text: input.text,
      priority: input.priority,
      completed: false,
      section: input.section,
      order: await appendOrder(trx, uid, input.section),
      createdAt: now,
      updatedAt: now,
      remindAt: input.remindAt == null ? null : new Date(input.remindAt).toISOString(),
      reminderMissed: false,
    };
    if (await insertTask(trx, uid, task, input.clientKey)) return { task, created: true, deleted: false };
    // A concurrent retry inserted between our lookup and our insert; its task is the answer.
    const winner = await findTaskByClientKey(trx, uid, input.clientKey);
    if (!winner) throw new Error('task insert skipped but no task has its client key');
    return { task: winner.task, created: false, deleted: winner.deletedAt !== null };
  });
}

/**
 * Moves a task in one transaction, writing only the tasks planMove renumbers (usually just that one).
 * A reminder moved between Today and Tomorrow keeps its time of day on the list's date, in the
 * user's `timeZone`. Returns undefined when the user has no such task, and [] for a move that
 * changes nothing.
 */
export async function moveTask(
  db: Kysely<Database>,
  dialect: DialectName,
  uid: string,
  move: { id: string; section: Section; index: number },
  now: number,
  timeZone: string,
): Promise<Task[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const tasks = await listTasksForUpdate(trx, uid, dialect === 'postgres');
    const moved = tasks.find((task) => task.id === move.id);
    if (!moved) return undefined;
    const planned = planMove(tasks, move.id, move.section, move.index, now) ?? [];
    const written: Task[] = [];
    for (const task of planned) {
      const remindAt = task.id === move.id && moved.remindAt ? Date.parse(moved.remindAt) : null;
      const shifted =
        remindAt === null ? null : reminderAfterMove(remindAt, moved.section, task.section, now, timeZone);
      const row = await updateTask(trx, uid, task.id, {
        section: task.section,
        order: task.order,
        updatedAt: task.updatedAt,
        ...(shifted !== remindAt && { remindAt: shifted }),
      });
      if (row) written.push(row);
    }
    return written;
  });
}
