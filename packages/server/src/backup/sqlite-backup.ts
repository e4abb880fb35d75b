import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { writeBackupExclusively } from './exclusive-backup';
import { readSchemaFacts, schemaDifferences, type SchemaFacts } from './schema-facts';

/** The file a SQLite instance keeps its data in, inside DATA_DIR (db/database.ts). */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'dayflow.db');

/** Tables every Dayflow database has: the sign-in library's users, ours, and the migration log. */
const REQUIRED_TABLES = ['users', 'tasks', 'goals', 'streaks', 'kysely_migration'];

export class BackupError extends Error {}

/**
 * A consistent copy of a live database, through SQLite's online backup: the server keeps
 * reading and writing meanwhile (WAL), and the copy is the database as of one moment.
 * Refuses to overwrite an existing file, which might be the only good backup, and anything else
 * at `out`, a symbolic link included; the copy is readable by its owner only (0600). A missing
 * folder is created (0700).
 */
export async function backupDatabase(source: string, out: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  const existing = fs.lstatSync(out, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) throw new BackupError(`${out} is a symbolic link; choose a new file`);
  if (existing) throw new BackupError(`${out} already exists; choose a new file`);
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: 0o700 });
  try {
    await writeBackupExclusively(source, out);
  } catch (error) {
    // Something appeared at `out` since we looked: it is left as it is.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`${out} already exists; choose a new file`);
    throw error;
  }
}

/**
 * Refuses while any process has the database open: in WAL mode every connection holds a shared
 * lock for as long as it is open, so an exclusive lock is granted only to the only user. Replacing
 * the file under a running server would leave it writing into a file nobody reads.
 */
export function assertNotInUse(file: string): void {
  if (!fs.existsSync(file)) return;
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new BackupError(`${file} is in use (a Dayflow server has it open): stop the server, then restore`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/** Throws a BackupError listing the differences unless `file`'s schema is exactly `expected`. */
export function checkSchema(file: string, expected: SchemaFacts): void {
  const differences = schemaDifferences(expected, readSchemaFacts(file));
  if (differences.length === 0) return;
  const shown = differences.slice(0, 10).join('; ');
  const more = differences.length > 10 ? `; and ${differences.length - 10} more` : '';
  throw new BackupError(
    `${file} does not have this Dayflow's database schema (${shown}${more}); restore only backups made by this version`,
  );
}

/** Throws a BackupError saying why unless `file` is an intact Dayflow database. */
export function checkDayflowDatabase(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`no file at ${file}`);
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check') as { integrity_check: string }[];
    if (result.length !== 1 || result[0]?.integrity_check !== 'ok') {
      throw new BackupError(`${file} is damaged: ${result.map((r) => r.integrity_check).join('; ')}`);
    }
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((name) => !tables.has(name));
    if (missing.length > 0) throw new BackupError(`${file} is not a Dayflow database (no ${missing.join(', ')} table)`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    db?.close();
  }
}

/**
 * Replaces the instance's database with a checked backup (intact, and with exactly the schema
 * `expected`); the instance must be stopped, and is refused otherwise. The
 * current database is first kept beside it (`dayflow.db.before-restore-<time>`), and both copies
 * go through SQLite's backup API, so the target's write-ahead log is handled by SQLite itself
 * rather than left behind to be replayed onto the restored file.
 */
export async function restoreDatabase(
  file: string,
  dataDir: string,
  now: Date,
  expected: SchemaFacts,
): Promise<{ previous?: string }> {
  checkDayflowDatabase(file);
  // Anything beyond our schema (a trigger, a view, a column) would run or be read by the server.
  checkSchema(file, expected);
  const target = databaseFile(dataDir);
  assertNotInUse(target);
  fs.mkdirSync(dataDir, { recursive: true });
  let previous: string | undefined;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
    await backupDatabase(target, previous);
  }
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  checkDayflowDatabase(target);
  return previous ? { previous } : {};
}
