import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../background/schedule-job';
import { CLEANUP_INTERVAL_MS, completedCutoff, deletedCutoff } from '@dayflow/core';
import { purgeDeletedBefore } from './deleted-task-repository';
import { deleteExpiredCompleted } from './task-repository';

/**
 * Spec §9: deletes completed tasks last touched more than 3 days ago, for every user, and tells
 * each owner's sockets. Returns how many were deleted. Exported so tests run it with their clock.
 *
 * This stays a purge, not a soft delete: the user deleted nothing, the spec clears finished work
 * away, and Recently deleted is for what the user chose to delete — filling it with every task
 * they finished would bury those, and keep finished tasks 33 days instead of 3. A completed task
 * that the user did delete is left to Recently deleted's own 30 days (deleteExpiredCompleted
 * skips deleted rows), so Restore never finds the view emptied early.
 */
export async function cleanupCompletedTasks(app: FastifyInstance): Promise<number> {
  const deleted = await deleteExpiredCompleted(app.db, completedCutoff(app.config.now()));
  const idsByUser = new Map<string, string[]>();
  for (const { uid, id } of deleted) idsByUser.set(uid, [...(idsByUser.get(uid) ?? []), id]);
  await Promise.all(
    [...idsByUser].map(([uid, ids]) => app.liveBus.publish(uid, { type: 'changes', upserts: [], deletes: ids })),
  );
  app.log.info({ deleted: deleted.length }, `cleanup deleted ${deleted.length} expired completed task(s)`);
  return deleted.length;
}

/**
 * Purges tasks deleted more than 30 days ago, for every user. No live message: devices dropped
 * each task when it was deleted. Returns how many were purged.
 */
export async function purgeDeletedTasks(app: FastifyInstance): Promise<number> {
  const purged = await purgeDeletedBefore(app.db, deletedCutoff(app.config.now()));
  app.log.info({ purged: purged.length }, `cleanup purged ${purged.length} task(s) deleted over 30 days ago`);
  return purged.length;
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
