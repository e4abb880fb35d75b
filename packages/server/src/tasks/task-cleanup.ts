import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../background';
import { CLEANUP_INTERVAL_MS, completedCutoff, deletedCutoff } from '@dayflow/core';
import { purgeDeletedBefore, usersWithExpiredDeletions } from './recently-deleted/deleted-task-repository';
import { changeTasks } from './feed/change-tasks';
import { raiseFloor } from './feed/user-versions';
import { deleteExpiredCompleted, usersWithExpiredCompleted } from './task-repository';

/**
 * Spec §9: deletes completed tasks last touched more than 3 days ago, for every user, and tells
 * each owner's sockets. Returns how many were deleted. Exported so tests run it with their clock.
 *
 * This stays a purge, not a soft delete: the user deleted nothing, the spec clears finished work
 * away, and Recently deleted is for what the user chose to delete — filling it with every task
 * they finished would bury those, and keep finished tasks 33 days instead of 3. A completed task
 * that the user did delete is left to Recently deleted's own 30 days (deleteExpiredCompleted
 * skips deleted rows), so Restore never finds the view emptied early.
 *
 * One transaction per user, each a version of its own (ADR 16). The rows are gone, so a client
 * resuming from before that version could not learn of it: the user's floor rises to it.
 */
export async function cleanupCompletedTasks(app: FastifyInstance): Promise<number> {
  const cutoff = completedCutoff(app.config.now());
  let deleted = 0;
  for (const uid of await usersWithExpiredCompleted(app.db, cutoff)) {
    const { result } = await changeTasks(app, uid, async (w) => {
      const ids = await deleteExpiredCompleted(w, cutoff);
      if (ids.length > 0) await raiseFloor(w.trx, uid, w.version);
      return { result: ids.length, upserts: [], deletes: ids };
    });
    deleted += result;
  }
  app.log.info({ deleted }, `cleanup deleted ${deleted} expired completed task(s)`);
  return deleted;
}

/**
 * Purges tasks deleted more than 30 days ago, for every user. Devices dropped each task when it
 * was deleted; the message repeats it, harmlessly, so the version taken is published like any
 * other. A client resuming from before a purged task's deletion must take a snapshot: the floor
 * rises to the newest deletion purged. Returns how many were purged.
 */
export async function purgeDeletedTasks(app: FastifyInstance): Promise<number> {
  const cutoff = deletedCutoff(app.config.now());
  let purged = 0;
  for (const uid of await usersWithExpiredDeletions(app.db, cutoff)) {
    const { result } = await changeTasks(app, uid, async (w) => {
      const rows = await purgeDeletedBefore(w, cutoff);
      if (rows.length > 0) await raiseFloor(w.trx, uid, Math.max(...rows.map((row) => row.version)));
      return { result: rows.length, upserts: [], deletes: rows.map((row) => row.id) };
    });
    purged += result;
  }
  app.log.info({ purged }, `cleanup purged ${purged} task(s) deleted over 30 days ago`);
  return purged;
}

/** One run of the background cleanup: the spec's completed tasks, then expired deletions. */
export async function runTaskCleanup(app: FastifyInstance): Promise<void> {
  await cleanupCompletedTasks(app);
  await purgeDeletedTasks(app);
}

/**
 * Runs the cleanup once the app is ready and every 24 hours after, when background jobs are on.
 * Each instance runs it; a second run finds nothing left to delete. Closing waits for a run in
 * progress so the database is not closed under it (background/schedule-job.ts).
 */
export function scheduleCleanup(app: FastifyInstance): void {
  scheduleJob(app, 'task cleanup', CLEANUP_INTERVAL_MS, () => runTaskCleanup(app));
}
