import type { FastifyInstance } from 'fastify';
import { CLEANUP_INTERVAL_MS, deletedCutoff } from '@dayflow/core';
import { scheduleJob } from '../background';
import { purgeNotesDeletedBefore } from './note-repository';

/**
 * Notes in Recently deleted go for good after 30 days, the tasks' rule. Nothing is announced:
 * a device that still shows one in its Recently deleted drops it at its next read of the list.
 */
export async function purgeDeletedNotes(app: FastifyInstance): Promise<number> {
  const purged = await purgeNotesDeletedBefore(app.db, deletedCutoff(app.config.now()));
  app.log.info({ purged }, `cleanup purged ${purged} note(s) deleted over 30 days ago`);
  return purged;
}

/** Once the app is ready and every 24 hours after, beside the tasks' cleanup. */
export function scheduleNoteCleanup(app: FastifyInstance): void {
  scheduleJob(app, 'note cleanup', CLEANUP_INTERVAL_MS, () => purgeDeletedNotes(app));
}
