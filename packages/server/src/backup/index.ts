// Scheduled SQLite backups for app.ts; the backup, restore and migrate-db tools are entry points of their own (cli/).
export { scheduledBackupsPlugin } from './scheduled-backups-plugin';
