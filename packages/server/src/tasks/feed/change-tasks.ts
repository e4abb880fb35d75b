import type { FastifyInstance } from 'fastify';
import type { Task } from '@dayflow/core';
import { issueTaskWrite, type TaskWrite } from './task-write';
import { giveVersionBack, takeVersion } from './user-versions';

/** What a change to a user's tasks did: every row it wrote, live ones and deleted ones. */
export interface TaskChange<T> {
  result: T;
  /** Rows written that are in a list, as they are now. */
  upserts: Task[];
  /** Ids of rows written that are deleted (soft) or gone. */
  deletes: string[];
}

/**
 * The one way to change a user's tasks (ADR 16, issue 25). In one transaction: take the user's
 * next version, run `work` (which stamps it on every row it writes, through TaskWrite), and commit.
 * Then, and only then, publish `changes {upserts, deletes, since: version - 1, version}` to the
 * user's devices: one transaction is one version, so that message holds exactly the changes
 * after `since`. A transaction that wrote no task gives its version back and publishes nothing.
 *
 * `work` may run twice (a PostgreSQL deadlock is retried, retrying-transactions.ts), so it only
 * touches the database. Returns its result, the version it took (undefined: no task changed) and
 * `clock`, the user's version after it (the one taken, or the current one when nothing changed):
 * what a write's answer carries, so the client confirms it by version like any feed message.
 */
export async function changeTasks<T>(
  app: Pick<FastifyInstance, 'db' | 'liveBus'>,
  uid: string,
  work: (write: TaskWrite) => Promise<TaskChange<T>>,
): Promise<{ result: T; version: number | undefined; clock: number }> {
  const done = await app.db.transaction().execute(async (trx) => {
    const version = await takeVersion(trx, uid);
    const change = await work(issueTaskWrite(trx, uid, version));
    const changed = change.upserts.length > 0 || change.deletes.length > 0;
    if (!changed) await giveVersionBack(trx, uid);
    return { change, version: changed ? version : undefined, clock: changed ? version : version - 1 };
  });
  const { change, version, clock } = done;
  if (version !== undefined) {
    await app.liveBus.publish(uid, {
      type: 'changes',
      upserts: change.upserts,
      deletes: change.deletes,
      since: version - 1,
      version,
    });
  }
  return { result: change.result, version, clock };
}
