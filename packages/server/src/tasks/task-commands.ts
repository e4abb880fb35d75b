import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nextOrder, planMove, type Section, type Task } from '@dayflow/core';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { findTaskByClientKey, insertTask, lastOrder, listTasksForUpdate, updateTask } from './task-repository';

export interface NewTask {
  clientKey: string;
  text: string;
  priority: Task['priority'];
  section: Section;
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
): Promise<{ task: Task; created: boolean; deleted: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await findTaskByClientKey(trx, uid, input.clientKey);
    if (existing) return { task: existing.task, created: false, deleted: existing.deletedAt !== null };
    const task: Task = {
      id: crypto.randomUUID(),
      text: input.text,
      priority: input.priority,
      completed: false,
      section: input.section,
      order: await appendOrder(trx, uid, input.section),
      createdAt: now,
      updatedAt: now,
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
 * Returns undefined when the user has no such task, and [] for a move that changes nothing.
 */
export async function moveTask(
  db: Kysely<Database>,
  dialect: DialectName,
  uid: string,
  move: { id: string; section: Section; index: number },
  now: number,
): Promise<Task[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const tasks = await listTasksForUpdate(trx, uid, dialect === 'postgres');
    if (!tasks.some((task) => task.id === move.id)) return undefined;
    const planned = planMove(tasks, move.id, move.section, move.index, now) ?? [];
    const written: Task[] = [];
    for (const task of planned) {
      const row = await updateTask(trx, uid, task.id, {
        section: task.section,
        order: task.order,
        updatedAt: task.updatedAt,
      });
      if (row) written.push(row);
    }
    return written;
  });
}
