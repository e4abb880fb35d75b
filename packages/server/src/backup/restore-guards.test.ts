import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';
import { createTaskAs } from '../../test/support/tasks';
import { serverEntryArgs } from '../../test/support/server-entry';
import { expectedSchema } from './expected-schema';
import type { SchemaFacts } from './schema-facts';
import { backupDatabase, databaseFile, restoreDatabase } from './sqlite-backup';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const sqliteApp = (dataDir: string) => buildTestApp({}, {}, { env: { DATA_DIR: dataDir }, drop: async () => {} });

// Issue 24: a backup could be written through a symlink and was readable by anyone; a restore
// accepted a file with an extra trigger (which then ran inside the server) and replaced the file
// under a running server.
describe('backups and restores an attacker cannot bend', () => {
  let t: TestApp;
  let work: string;
  let expected: SchemaFacts;
  let good: string;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-guards-'));
    t = await sqliteApp(path.join(work, 'live'));
    expected = await expectedSchema(t.config);
    const user = await signUp(t.app);
    await createTaskAs(user, { text: 'kept safe' });
    good = path.join(work, 'good.db');
    await backupDatabase(databaseFile(t.config.dataDir), good);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const source = () => databaseFile(t.config.dataDir);

  it('writes a backup readable by its owner only', async () => {
    const out = path.join(work, 'private.db');
    await backupDatabase(source(), out);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
  });

  it('refuses a dangling symlink and a symlink to a file, and writes nothing through either', async () => {
    const target = path.join(work, 'would-be-written.db');
    const dangling = path.join(work, 'dangling.db');
    fs.symlinkSync(target, dangling);
    await expect(backupDatabase(source(), dangling)).rejects.toThrow(/symbolic link/);
    expect(fs.existsSync(target)).toBe(false);

    const victim = path.join(work, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    const pointing = path.join(work, 'pointing.db');
    fs.symlinkSync(victim, pointing);
    await expect(backupDatabase(source(), pointing)).rejects.toThrow(/symbolic link/);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
    // No scratch folder left behind.
    expect(fs.readdirSync(work).filter((name) => name.startsWith('.dayflow-backup-'))).toEqual([]);
  });

  it('creates a missing folder for --out', () => {
    const out = path.join(work, 'new', 'folder', 'cli.db');
    const run = spawnSync(process.execPath, [...serverEntryArgs('backup'), '--out', out], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
  }, 60_000);

  const tampered = (name: string, change: (db: SQLite.Database) => void) => {
    const file = path.join(work, `${name}.db`);
    fs.copyFileSync(good, file);
    const db = new SQLite(file);
    change(db);
    db.close();
    return file;
  };

  it.each([
    [
      'an extra trigger',
      (db: SQLite.Database) =>
        db.exec(
          "create trigger steal after insert on tasks begin update tasks set text = 'owned' where id = new.id; end",
        ),
      /unexpected trigger steal/,
    ],
    [
      'an extra view',
      (db: SQLite.Database) => db.exec('create view everyone as select * from users'),
      /unexpected view everyone/,
    ],
    ['an extra table', (db: SQLite.Database) => db.exec('create table loot (x text)'), /unexpected table loot/],
    [
      'an extra column',
      (db: SQLite.Database) => db.exec('alter table tasks add column note text'),
      /unexpected column tasks.note/,
    ],
    [
      'a dropped index',
      (db: SQLite.Database) => db.exec('drop index tasks_deleted_at'),
      /missing index tasks_deleted_at/,
    ],
    [
      'a migration list of another version',
      (db: SQLite.Database) => db.exec("insert into kysely_migration (name, timestamp) values ('9999-future', 'x')"),
      /migrations differ/,
    ],
  ])('refuses a backup with %s and leaves the instance as it was', async (name, change, reason) => {
    const file = tampered(name.replaceAll(' ', '-'), change);
    const dir = path.join(work, `target-${name.replaceAll(' ', '-')}`);
    await restoreDatabase(good, dir, new Date(0), expected);
    const before = fs.readFileSync(databaseFile(dir));
    await expect(restoreDatabase(file, dir, new Date(1), expected)).rejects.toThrow(reason);
    expect(fs.readFileSync(databaseFile(dir)).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).some((f) => f.includes('before-restore-1970-01-01T00-00-00.001Z'))).toBe(false);
  });

  it('refuses to restore into the database a running server has open', async () => {
    const before = fs.readFileSync(source());
    await expect(restoreDatabase(good, t.config.dataDir, new Date(), expected)).rejects.toThrow(
      /is in use .*stop the server/,
    );
    expect(fs.readFileSync(source()).equals(before)).toBe(true);
    // The running server still works on its file.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
