import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupDatabase, databaseFile } from './sqlite-backup';

/** `dayflow-2026-06-01T09-00-00-000Z.db`: the time of the copy, sortable as text. */
const BACKUP_NAME = /^dayflow-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;

export function backupFileName(at: number): string {
  return `dayflow-${new Date(at).toISOString().replaceAll(':', '-').replace('.', '-')}.db`;
}

/** The scheduled backups in a folder, oldest first, with the time each was taken. */
export function listBackups(dir: string): { file: string; at: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const m = BACKUP_NAME.exec(name);
      return m ? [{ file: path.join(dir, name), at: Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) }] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * Writes one online backup into `dir` and deletes all but the newest `keep`. The copy is made
 * under a name the listing ignores and renamed once whole, so a crash mid-copy never leaves a
 * partial file counted as a backup (nor deletes a good one for it). Files of other names in the
 * folder are never touched.
 */
export async function writeScheduledBackup(
  dataDir: string,
  dir: string,
  keep: number,
  at: number,
): Promise<{ file: string; removed: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(at));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  await backupDatabase(databaseFile(dataDir), partial);
  fs.renameSync(partial, file);
  const all = listBackups(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep)).map((b) => b.file);
  for (const old of removed) fs.rmSync(old, { force: true });
  return { file, removed };
}

/**
 * How long until the next backup is due: one interval after the newest existing one, so a
 * server restarted more often than the interval still backs up on time, and now when none exists.
 */
export function nextBackupDelay(newestAt: number | undefined, now: number, intervalMs: number): number {
  if (newestAt === undefined) return 0;
  return Math.min(Math.max(0, newestAt + intervalMs - now), intervalMs);
}

/** setTimeout holds at most 2^31-1 ms (~24.8 days): a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * With BACKUP_DIR on SQLite and background jobs on, backs the database up every interval and
 * keeps the last BACKUP_KEEP. Each run is followed by the next timer, so runs never overlap;
 * closing waits for a run in progress. A failed run is logged and the schedule goes on.
 */
export function scheduleBackups(app: FastifyInstance): void {
  const backup = app.config.backup;
  if (!backup || !app.config.backgroundJobs || app.dialect !== 'sqlite') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const arm = (delay: number) => {
    if (closed) return;
    timer = setTimeout(run, Math.min(delay, LONGEST_TIMER_MS));
    timer.unref();
  };
  const run = () => {
    const now = app.config.now();
    const newest = listBackups(backup.dir).at(-1)?.at;
    // A long wait is taken in steps: not due yet means wait again.
    if (newest !== undefined && nextBackupDelay(newest, now, backup.intervalMs) > 0) {
      arm(nextBackupDelay(newest, now, backup.intervalMs));
      return;
    }
    running = writeScheduledBackup(app.config.dataDir, backup.dir, backup.keep, now).then(
      ({ file, removed }) => app.log.info({ file, removed: removed.length }, 'scheduled backup written'),
      (err: unknown) => app.log.error({ err }, 'scheduled backup failed'),
    );
    void running.then(() => arm(backup.intervalMs));
  };

  app.addHook('onReady', async () => {
    arm(nextBackupDelay(listBackups(backup.dir).at(-1)?.at, app.config.now(), backup.intervalMs));
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
