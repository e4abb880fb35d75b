export { openDatabase, type DatabaseHandle, type DialectName } from './database';
export { migrateToLatest } from './migrate';
export { withMigrationLock } from './migration-lock';
export type { Database, Db } from './schema';
