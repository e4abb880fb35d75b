// The database: opening it (SQLite or PostgreSQL), its schema types and migrations, the Fastify
// plugin that decorates app.db, and storage faults. Uses only http/ (a storage fault is an HttpError).
export { openDatabase, type DatabaseHandle, type DialectName } from './database';
export { migrateToLatest } from './migrate';
export { withMigrationLock } from './migration-lock';
export { dbPlugin } from './db-plugin';
export { withFaultScope } from './fault-scope';
export { healthRoutes } from './health-routes';
export type {
  DavTaskPropertiesTable,
  AccessTokenTable,
  Database,
  Db,
  NudgeSettingsTable,
  PushSubscriptionTable,
  NoteTable,
  RoutineTable,
  TaskRow,
  UserSettingsTable,
} from './schema';
export { StorageFaultError } from './storage-faults';
