import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The file a SQLite instance keeps its data in, inside DATA_DIR (db/database.ts). */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'dayflow.db');

/** Tables every Dayflow database has: the sign-in library's users, ours, and the migration log. */
const REQUIRED_TABLES = ['users', 'tasks', 'goals', 'streaks', 'kysely_migration'];

export class BackupError extends Error {}

/**
 * A consistent copy of a live database, through SQLite's online backup: the server keeps
 * reading and writing meanwhile (WAL), and the copy is the database as of one moment.
 * Refuses to overwrite an existing file, which might be the only good backup.
 */
export async function backupDatabase(source: string, out: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; choose a new file`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(out);
  } finally {
    db.close();
  }
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
 * Replaces the instance's database with a checked backup; the instance must be stopped. The
 * current database is first kept beside it (`dayflow.db.before-restore-<time>`), and both copies
 * go through SQLite's backup API, so the target's write-ahead log is handled by SQLite itself
 * rather than left behind to be replayed onto the restored file.
 */
export async function restoreDatabase(file: string, dataDir: string, now: Date): Promise<{ previous?: string }> {
  checkDayflowDatabase(file);
  const target = databaseFile(dataDir);
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
