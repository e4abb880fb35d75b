import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres, signUp, testDatabaseUrl, type TestApp } from '../../test/support/test-app';
import { createTaskAs } from '../../test/support/tasks';
import { exportAs } from '../../test/support/transfer';
import { convert } from './copy-to-postgres';
import { migrateSqliteToPostgres } from './migrate-db';

const T0 = Date.UTC(2026, 4, 20, 9);

describe('convert', () => {
  it.each([
    [1, 'boolean', true],
    [0, 'boolean', false],
    [null, 'text', null],
    ['2026-05-20 09:00:00', 'timestamp with time zone', new Date('2026-05-20T09:00:00Z')],
    ['2026-05-20T09:00:00.000Z', 'timestamp without time zone', new Date('2026-05-20T09:00:00Z')],
    [1779267600000, 'timestamp with time zone', new Date(1779267600000)],
    [5, 'bigint', 5],
  ])('%j as %s → %j', (value, type, expected) => {
    expect(convert(value, type)).toEqual(expected);
  });
});

// Needs the local PostgreSQL: runs with the PostgreSQL suite (scripts/with-pg.mjs).
describe.runIf(onPostgres)('npm run migrate-db: a whole SQLite instance into PostgreSQL', () => {
  let work: string;
  let schema: string;
  let target: string;
  let sqlite: TestApp;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-migrate-'));
    sqlite = await buildTestApp({ now: () => T0 }, {}, { env: { DATA_DIR: work }, drop: async () => {} });
    schema = `m_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    target = url.toString();
  });
  afterAll(async () => {
    await sqlite?.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('copies accounts, sessions and data: the same cookie sees the same export on PostgreSQL', async () => {
    const ada = await signUp(sqlite.app);
    const bob = await signUp(sqlite.app);
    await createTaskAs(ada, { text: 'Plan, "quoted"\nand multi-line', section: 'today', priority: 'High' });
    const done = await createTaskAs(bob, { text: 'Done one', section: 'tomorrow' });
    await bob.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    await ada.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 9 } });
    await ada.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Asia/Tokyo' } });
    const before = [(await exportAs(ada)).json(), (await exportAs(bob)).json()];
    const config = sqlite.config;
    await sqlite.close();

    const copied = await migrateSqliteToPostgres(config, target);
    expect(copied).toEqual(
      expect.arrayContaining([
        { table: 'users', rows: 2 },
        { table: 'sessions', rows: 2 },
        { table: 'accounts', rows: 2 },
        { table: 'tasks', rows: 2 },
        { table: 'goals', rows: 1 },
        { table: 'streaks', rows: 1 },
      ]),
    );
    expect(copied.findIndex((c) => c.table === 'users')).toBeLessThan(copied.findIndex((c) => c.table === 'tasks'));

    const onPg = await buildTestApp(
      { now: () => T0 },
      { DATA_DIR: work, DATABASE_URL: target },
      { env: {}, drop: async () => {} },
    );
    try {
      const as = (user: typeof ada) => ({
        ...user,
        inject: (o: Parameters<typeof user.inject>[0]) =>
          onPg.app.inject({ ...o, headers: { ...o.headers, cookie: user.cookie } }),
      });
      const after = [(await exportAs(as(ada))).json(), (await exportAs(as(bob))).json()];
      expect(after).toEqual(before);
      const me = await onPg.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ada.cookie } });
      expect(me.json()).toMatchObject({ email: ada.email });
    } finally {
      await onPg.close();
    }

    // A second run finds rows in the target and changes nothing.
    await expect(migrateSqliteToPostgres(config, target)).rejects.toThrow(/already has rows in/);
  });
});
