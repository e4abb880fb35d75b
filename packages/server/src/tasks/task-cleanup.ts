import type { FastifyInstance } from 'fastify';
import { CLEANUP_INTERVAL_MS, completedCutoff } from '@dayflow/core';
import { deleteExpiredCompleted } from './task-repository';

/**
 * Spec §9: deletes completed tasks last touched more than 3 days ago, for every user, and tells
 * each owner's sockets. Returns how many were deleted. Exported so tests run it with their clock.
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
 * Runs the cleanup once the app is ready and every 24 hours after, when background jobs are on.
 * Each instance runs it; a second run finds nothing left to delete. Closing waits for a run in
 * progress so the database is not closed under it.
 */
export function scheduleCleanup(app: FastifyInstance): void {
  if (!app.config.backgroundJobs) return;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(() =>
      cleanupCompletedTasks(app).then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'completed-task cleanup failed'),
      ),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
