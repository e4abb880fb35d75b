import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-app';
import { runLoad } from './load/run-load';
import { sharedAuthSecret, startServer, type ServerProcess } from './support/server-process';

// The CI-sized version of load.ts (which runs 1,000 sockets and 200 writes/s for 60 s): one real
// server process, 200 sockets of 20 users, 100 writes/s for 5 s. No error, and every change
// reaches every socket of its user, counted on the client side.

const PORT = 3226;

describe(`load on one instance (${onPostgres ? 'PostgreSQL' : 'SQLite'}), CI size`, () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('200 sockets, 100 writes/s for 5 s: zero errors, zero lost messages', { timeout: 120_000 }, async () => {
    database = await createTestDatabase();
    server = await startServer({ port: PORT, env: database.env, authSecret: sharedAuthSecret() });
    const result = await runLoad({
      baseUrl: server.baseUrl,
      wsUrl: server.wsUrl,
      users: 20,
      sockets: 200,
      writesPerSecond: 100,
      seconds: 5,
    });
    console.info(`load (${onPostgres ? 'postgres' : 'sqlite'}): ${JSON.stringify(result)}`);
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.writesAcknowledged).toBe(500);
    expect(result.deliveriesExpected).toBe(500 * 10);
    expect(result.lost).toBe(0);
    expect(result.resyncs).toBe(0);
  });
});
