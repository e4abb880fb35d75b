import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleBackups } from './scheduled-backups';

/** Scheduled online backups (BACKUP_DIR, README "Backups and moving to PostgreSQL"). */
export const scheduledBackupsPlugin = fp(async (app: FastifyInstance) => scheduleBackups(app), {
  name: 'scheduled-backups',
  dependencies: ['config', 'db'],
});
