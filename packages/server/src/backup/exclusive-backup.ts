import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Writes SQLite's online backup of `source` to `out` without ever opening `out` itself: the copy
 * is made in a private folder beside it (mode 0700, file 0600), then hard-linked into place. A
 * link is created only where nothing exists, and never follows a symbolic link, so a file, a
 * symlink to a file or a dangling symlink at `out` is refused and left as it was; nobody else
 * can read the copy at any moment. (SQLite's backup opens its target by name and follows links:
 * `out` could point into /etc.)
 */
export async function writeBackupExclusively(source: string, out: string): Promise<void> {
  const folder = path.dirname(path.resolve(out));
  const work = fs.mkdtempSync(path.join(folder, '.dayflow-backup-'));
  const copy = path.join(work, 'copy.db');
  try {
    fs.closeSync(fs.openSync(copy, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o600));
    const db = new SQLite(source, { fileMustExist: true });
    try {
      await db.backup(copy);
    } finally {
      db.close();
    }
    fs.chmodSync(copy, 0o600);
    fs.linkSync(copy, out);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
