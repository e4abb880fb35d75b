import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieFrom, signUp, type TestApp } from '../../test/support/test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { serverEntryArgs, type ServerEntry } from '../../test/support/server-entry';
import { expectedSchema } from './expected-schema';
import type { SchemaFacts } from './schema-facts';
import { BackupError, backupDatabase, checkDayflowDatabase, databaseFile, restoreDatabase } from './sqlite-backup';

const PASSWORD = 'correct horse battery';
const serverRoot = path.resolve(import.meta.dirname, '../..');

/** Always on SQLite, whichever database the other suites run on: these tools are SQLite's. */
const sqliteApp = (dataDir: string) => buildTestApp({}, {}, { env: { DATA_DIR: dataDir }, drop: async () => {} });

describe('SQLite backup and restore', () => {
  let t: TestApp;
  let work: string;
  let expected: SchemaFacts;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-backup-'));
    t = await sqliteApp(path.join(work, 'live'));
    expected = await expectedSchema(t.config);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function signIn(app: TestApp['app'], email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    return {
      inject: (o: InjectOptions) => app.inject({ ...o, headers: { ...o.headers, cookie } }),
    };
  }

  it('copies the running database while writes go on, and restores it into a stopped instance', async () => {
    const user = await signUp(t.app, { password: PASSWORD });
    for (let i = 0; i < 20; i++) await createTaskAs(user, { text: `before ${i}` });
    const out = path.join(work, 'live.db');
    // Writes racing the backup: the copy holds the database as of one moment, whole.
    const racing = Promise.all(Array.from({ length: 10 }, (_, i) => createTaskAs(user, { text: `during ${i}` })));
    await backupDatabase(databaseFile(t.config.dataDir), out);
    await racing;
    checkDayflowDatabase(out);
    const copy = new SQLite(out, { readonly: true });
    const copied = copy.prepare('select count(*) as n from tasks where uid = ?').get(user.id) as { n: number };
    copy.close();
    expect(copied.n).toBeGreaterThanOrEqual(20);
    expect(copied.n).toBeLessThanOrEqual(30);

    const restoredDir = path.join(work, 'restored');
    await restoreDatabase(out, restoredDir, new Date(), expected);
    const restored = await sqliteApp(restoredDir);
    try {
      const again = await signIn(restored.app, user.email);
      expect(await listTasksAs({ ...user, inject: again.inject })).toHaveLength(copied.n);
    } finally {
      await restored.close();
    }
  });

  it('keeps the database it replaces', async () => {
    const dir = path.join(work, 'replace');
    const first = path.join(work, 'first.db');
    await backupDatabase(databaseFile(t.config.dataDir), first);
    await restoreDatabase(first, dir, new Date(0), expected);
    const { previous } = await restoreDatabase(first, dir, new Date(0), expected);
    expect(previous).toBe(path.join(dir, 'dayflow.db.before-restore-1970-01-01T00-00-00.000Z'));
    checkDayflowDatabase(previous!);
  });

  it('refuses to overwrite an existing file', async () => {
    const out = path.join(work, 'taken.db');
    fs.writeFileSync(out, 'precious');
    await expect(backupDatabase(databaseFile(t.config.dataDir), out)).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(out, 'utf8')).toBe('precious');
  });

  it.each([
    [
      'a text file',
      () => fs.writeFileSync(path.join(work, 'bad.db'), 'hello, not a database'),
      /not a readable SQLite database/,
    ],
    [
      'another SQLite database',
      () => new SQLite(path.join(work, 'bad.db')).exec('create table notes (x text)').close(),
      /not a Dayflow database \(no users, tasks, goals, streaks, kysely_migration table\)/,
    ],
    [
      'a damaged Dayflow database',
      () => {
        const file = path.join(work, 'bad.db');
        const db = new SQLite(file);
        db.exec(
          'create table users (id text); create table goals (x); create table streaks (x); create table kysely_migration (x)',
        );
        db.exec('create table tasks (id integer primary key, text text); create index tasks_text on tasks(text)');
        const insert = db.prepare('insert into tasks (text) values (?)');
        db.transaction(() => {
          for (let i = 0; i < 2000; i++) insert.run(`task number ${i} with some padding text`);
        })();
        db.close();
        // Overwrite a stretch of the file past the first pages: the index and table then disagree.
        const bytes = fs.readFileSync(file);
        bytes.fill(0x41, bytes.length / 2, bytes.length / 2 + 4096);
        fs.writeFileSync(file, bytes);
      },
      /damaged|not a readable/,
    ],
  ])('refuses to restore %s and leaves the instance as it was', async (_name, make, reason) => {
    fs.rmSync(path.join(work, 'bad.db'), { force: true });
    make();
    const dir = path.join(work, `untouched-${Math.random()}`);
    await expect(restoreDatabase(path.join(work, 'bad.db'), dir, new Date(), expected)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(path.join(work, 'bad.db'), dir, new Date(), expected)).rejects.toThrow(reason);
    expect(fs.existsSync(databaseFile(dir))).toBe(false);
  });

  it('runs as npm run backup and npm run restore would', () => {
    const run = (script: ServerEntry, args: string[], dataDir: string) =>
      spawnSync(process.execPath, [...serverEntryArgs(script), ...args], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const out = path.join(work, 'cli.db');
    const backup = run('backup', ['--out', out], t.config.dataDir);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const dir = path.join(work, 'cli-restored');
    const restore = run('restore', [out], dir);
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('Restored');
    checkDayflowDatabase(databaseFile(dir));

    const refused = run('restore', [path.join(work, 'missing.db')], dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^restore: no file at /);
    expect(run('backup', [], dir).status).toBe(2);
  }, 90_000);
});
