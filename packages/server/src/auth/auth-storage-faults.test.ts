import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, onPostgres, signUp, type TestApp } from '../../test/support/test-app';

// Sign-in and sign-up while the database refuses writes: the sign-in library swallowed the fault
// and answered 500 (sign-in) or 422 (sign-up). Each must be our 503 with Retry-After.

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

/** An app whose database refuses every write from now on, and an account made before. */
async function readOnly(): Promise<{ t: TestApp; email: string; writable: () => Promise<void> }> {
  const database = await createTestDatabase();
  const first = await buildTestApp({}, {}, database);
  const { email } = await signUp(first.app);
  if (!onPostgres) {
    await sql`pragma query_only = 1`.execute(first.app.db);
    apps.push(first);
    return { t: first, email, writable: async () => void (await sql`pragma query_only = 0`.execute(first.app.db)) };
  }
  await first.close();
  const url = new URL(database.env.DATABASE_URL!);
  url.searchParams.set('options', `${url.searchParams.get('options')} -c default_transaction_read_only=on`);
  const t = await buildTestApp({}, { DATABASE_URL: url.toString() }, database);
  apps.push(t, { ...t, close: () => database.drop() });
  return { t, email, writable: async () => undefined };
}

describe('sign-in and sign-up during a storage fault', () => {
  it('answer 503 with Retry-After, and /healthz recovers by itself once writes go through again', async () => {
    const { t, email, writable } = await readOnly();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

    const signIn = await post('/api/auth/sign-in/email', { email, password: 'correct horse battery' });
    expect(signIn.statusCode, signIn.body).toBe(503);
    expect(Number(signIn.headers['retry-after'])).toBeGreaterThan(0);
    expect(signIn.json()).toEqual({ error: expect.stringContaining('database is read-only') });

    const newEmail = `fault-${crypto.randomUUID()}@example.test`;
    const signUpAnswer = await post('/api/auth/sign-up/email', {
      name: 'Ada',
      email: newEmail,
      password: 'amber tide lantern',
    });
    expect(signUpAnswer.statusCode, signUpAnswer.body).toBe(503);
    expect(Number(signUpAnswer.headers['retry-after'])).toBeGreaterThan(0);

    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    if (onPostgres) return; // the read-only setting is fixed for the app's connections
    await writable();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ ok: true });
    expect((await post('/api/auth/sign-in/email', { email, password: 'correct horse battery' })).statusCode).toBe(200);
  });
});
