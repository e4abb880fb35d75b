import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, onPostgres, signUp } from '../support/test-app';

// Several instances deployed at once against a fresh PostgreSQL all run the start-up migrations
// together. Each must come up (none may die on "relation already exists"), and they must share
// one working database afterwards.
describe.runIf(onPostgres)('instances starting together on a fresh PostgreSQL', () => {
  it('all start, and a session made on one works on the others', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      const secret = { AUTH_SECRET: 'x'.repeat(32) };
      const started = await Promise.allSettled(Array.from({ length: 4 }, () => buildTestApp({}, secret, database)));
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
        expect(failures).toEqual([]);
        const user = await signUp(apps[0]!.app);
        for (const { app } of apps) {
          const me = await app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: user.cookie } });
          expect(me.statusCode).toBe(200);
        }
      } finally {
        for (const t of apps) await t.close();
        await database.drop();
      }
    }
  });
});
