import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';
import { createTaskAs } from '../../test/support/tasks';
import { backupFileName, listBackups, nextBackupDelay, writeScheduledBackup } from './scheduled-backups';
import { checkDayflowDatabase } from './sqlite-backup';

const HOUR = 60 * 60 * 1000;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-backups-'));
  tempDirs.push(dir);
  return dir;
};
const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An app on its own SQLite folder, whatever TEST_DB says: scheduled backups are for SQLite. */
async function sqliteApp(overrides: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const dataDir = tempDir();
  const t = await buildTestApp(overrides, {}, { env: { DATA_DIR: dataDir }, drop: async () => {} });
  open.push(t);
  return t;
}

describe('scheduled backup settings', () => {
  it('are off by default; BACKUP_DIR turns them on, daily, keeping 7', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: 'backups' }).backup).toEqual({
      dir: path.resolve('backups'),
      keep: 7,
      intervalMs: 24 * HOUR,
    });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '3', BACKUP_INTERVAL_MINUTES: '90' }).backup).toEqual({
      dir: '/b',
      keep: 3,
      intervalMs: 90 * 60_000,
    });
  });

  it.each([
    [{ BACKUP_DIR: '/b', BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_DIR: '/b', BACKUP_KEEP: 'all' }, 'BACKUP_KEEP'],
    [{ BACKUP_DIR: '/b', BACKUP_INTERVAL_MINUTES: '0' }, 'BACKUP_INTERVAL_MINUTES'],
    [{ BACKUP_DIR: '/b', BACKUP_INTERVAL_MINUTES: '1.5' }, 'BACKUP_INTERVAL_MINUTES'],
    [{ BACKUP_DIR: '/b', DATABASE_URL: 'postgres://db/x' }, 'BACKUP_DIR'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}:`));
  });
});

describe('nextBackupDelay', () => {
  it.each([
    [undefined, 0],
    [0, 24 * HOUR],
    [-23 * HOUR, HOUR],
    [-24 * HOUR, 0],
    [-72 * HOUR, 0],
    // A newest backup "from the future" (the clock was moved back) waits one interval, no more.
    [48 * HOUR, 24 * HOUR],
  ])('newest backup at now%s → %s ms', (offset, expected) => {
    const now = Date.UTC(2026, 5, 1);
    expect(nextBackupDelay(offset === undefined ? undefined : now + offset, now, 24 * HOUR)).toBe(expected);
  });
});

describe('writeScheduledBackup', () => {
  it('writes a whole, checked copy and keeps only the newest N, leaving other files alone', async () => {
    const t = await sqliteApp({});
    const user = await signUp(t.app);
    await createTaskAs(user, { text: 'in the backup' });
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const start = Date.UTC(2026, 5, 1, 3);
    for (let i = 0; i < 4; i++) await writeScheduledBackup(t.config.dataDir, dir, 2, start + i * HOUR);

    expect(listBackups(dir).map((b) => path.basename(b.file))).toEqual([
      backupFileName(start + 2 * HOUR),
      backupFileName(start + 3 * HOUR),
    ]);
    expect(backupFileName(start)).toBe('dayflow-2026-06-01T03-00-00-000Z.db');
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...listBackups(dir).map((b) => path.basename(b.file)), 'notes.txt'].sort(),
    );
    const newest = listBackups(dir).at(-1)!.file;
    checkDayflowDatabase(newest);
    const copy = new SQLite(newest, { readonly: true });
    try {
      expect(copy.prepare('select text from tasks').all()).toEqual([{ text: 'in the backup' }]);
    } finally {
      copy.close();
    }
  });
});

describe('the backup schedule', () => {
  it('backs up on each interval while the server runs, keeping the last N', async () => {
    let now = Date.UTC(2026, 5, 1, 3);
    const dir = tempDir();
    const t = await sqliteApp({
      backgroundJobs: true,
      backup: { dir, keep: 2, intervalMs: 50 },
      // Each reading of the clock is an hour later, so every run has its own file name.
      now: () => (now += HOUR),
    });
    await createTaskAs(await signUp(t.app), { text: 'scheduled' });
    const seen = new Set<string>();
    await expect
      .poll(
        () => {
          const names = listBackups(dir).map((b) => path.basename(b.file));
          expect(names.length).toBeLessThanOrEqual(2);
          for (const name of names) seen.add(name);
          return seen.size;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBeGreaterThanOrEqual(4);
    await t.app.close();
    for (const { file } of listBackups(dir)) checkDayflowDatabase(file);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('writes nothing when background jobs are off', async () => {
    let now = Date.UTC(2026, 5, 1, 3);
    const clock = () => (now += HOUR);
    const [onDir, offDir] = [tempDir(), tempDir()];
    await sqliteApp({ backgroundJobs: false, backup: { dir: offDir, keep: 2, intervalMs: 20 }, now: clock });
    // The same schedule with jobs on, side by side, shows how long "nothing" has been waited for.
    await sqliteApp({ backgroundJobs: true, backup: { dir: onDir, keep: 5, intervalMs: 20 }, now: clock });
    await expect.poll(() => listBackups(onDir).length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    expect(fs.readdirSync(offDir)).toEqual([]);
  });
});
