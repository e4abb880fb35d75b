import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  onPostgres,
  signUp,
  type SignedInUser,
  type TestApp,
} from '../../test/support/test-app';

// Writes while the database cannot take them: a database made read-only and, on SQLite, a full
// disk (max_page_count stops the file growing and SQLite raises SQLITE_FULL, as on a full disk).
// Each write must answer 503 with Retry-After, the log must name the fault, /healthz must report
// it, and nothing acknowledged before may be lost.

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

const newTask = () => ({ clientKey: crypto.randomBytes(8).toString('hex'), text: `task ${crypto.randomUUID()}` });
const create = (user: SignedInUser) => user.inject({ method: 'POST', url: '/api/tasks', payload: newTask() });
const listTexts = async (user: SignedInUser) =>
  ((await user.inject({ method: 'GET', url: '/api/tasks' })).json() as { tasks: Array<{ text: string }> }).tasks.map(
    (t) => t.text,
  );

function logMessages(t: TestApp) {
  const spy = vi.spyOn(t.app.log, 'error');
  return () => spy.mock.calls.map((call) => call.map((part) => (typeof part === 'string' ? part : '')).join(' '));
}

async function expectFaultAnswered(user: SignedInUser, t: TestApp, fault: string, task = newTask()) {
  const write = await user.inject({ method: 'POST', url: '/api/tasks', payload: task });
  expect(write.statusCode, write.body).toBe(503);
  expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
  expect(write.json()).toEqual({ error: expect.stringContaining(fault) });
  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ ok: false, error: fault });
}

/** Every connection of the app refuses writes from now on, as a read-only file or replica does. */
async function readOnlyApp(): Promise<{ t: TestApp; user: SignedInUser; acknowledged: string[] }> {
  const database = await createTestDatabase();
  const writable = await buildTestApp({}, {}, database);
  const user = await signUp(writable.app);
  const acknowledged: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const task = newTask();
    expect((await user.inject({ method: 'POST', url: '/api/tasks', payload: task })).statusCode).toBe(201);
    acknowledged.push(task.text);
  }
  if (!onPostgres) {
    // One connection per SQLite file: query_only makes it refuse every write with SQLITE_READONLY,
    // the error a read-only file (chmod, a read-only mount) gives.
    await sql`pragma query_only = 1`.execute(writable.app.db);
    apps.push(writable);
    return { t: writable, user, acknowledged };
  }
  await writable.close();
  const url = new URL(database.env.DATABASE_URL!);
  url.searchParams.set('options', `${url.searchParams.get('options')} -c default_transaction_read_only=on`);
  const t = await buildTestApp({}, { DATABASE_URL: url.toString() }, database);
  apps.push(t);
  const cookie = user.cookie;
  return {
    t,
    acknowledged,
    user: { ...user, inject: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }) },
  };
}

describe('a read-only database', () => {
  it('answers writes 503 with Retry-After, logs and reports the fault, and keeps every saved task', async () => {
    const { t, user, acknowledged } = await readOnlyApp();
    const logged = logMessages(t);
    await expectFaultAnswered(user, t, 'database is read-only');
    expect(logged().join('\n')).toContain('database is read-only');
    expect(logged().join('\n')).not.toContain('cannot rollback');
    const goal = await user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4 } });
    expect(goal.statusCode).toBe(503);
    expect(await listTexts(user)).toEqual(expect.arrayContaining(acknowledged));
  });
});

if (!onPostgres) {
  describe('a full disk (SQLite)', () => {
    it('answers 503 while full, loses nothing acknowledged, and recovers when space returns', async () => {
      const t = await buildTestApp();
      apps.push(t);
      const user = await signUp(t.app);
      const logged = logMessages(t);
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count}`).execute(t.app.db);

      const bigTask = (i: number) => ({ clientKey: crypto.randomBytes(8).toString('hex'), text: 'x'.repeat(900) + i });
      const acknowledged: string[] = [];
      let refused = 0;
      for (let i = 0; i < 400 && refused === 0; i += 1) {
        const task = bigTask(i);
        const response = await user.inject({ method: 'POST', url: '/api/tasks', payload: task });
        if (response.statusCode === 201) acknowledged.push(task.text);
        else {
          expect(response.statusCode, response.body).toBe(503);
          refused += 1;
        }
      }
      expect(refused, 'the database filled up').toBe(1);
      await expectFaultAnswered(user, t, 'disk is full', bigTask(400));
      expect(logged().join('\n')).toContain('disk is full');
      expect(logged().join('\n')).not.toContain('cannot rollback');
      expect(await listTexts(user)).toEqual(expect.arrayContaining(acknowledged));

      // Space returns: /healthz says so by itself, before any user has written again.
      await sql`pragma max_page_count = 1073741823`.execute(t.app.db);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toEqual({ ok: true });
      expect((await create(user)).statusCode).toBe(201);
    });
  });
}
