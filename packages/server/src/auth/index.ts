export { migrateDatabase, openMigratedDatabase } from './database-setup';
