import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-app';
import { inspectDatabase } from './support/database-probe';
import { listTasksOverHttp, signUpOverHttp, uniqueKey, type HttpUser } from './support/http-user';
import { sharedAuthSecret, startServer, type ServerProcess } from './support/server-process';

// The real server process gets a burst of creates, many in flight, and is killed with SIGKILL in
// the middle of it. After a restart on the same data every create it acknowledged must be there,
// retrying the unacknowledged ones must not duplicate anything, and SQLite's file must be sound.
// Runs on SQLite, and on PostgreSQL under TEST_DB=postgres.

const MAX_CREATES = 4000;
const IN_FLIGHT = 32;
const KILL_AFTER_ACKS = 300;

/**
 * A port the system has just handed out, for a server in another process: a fixed port collides
 * with any other run of the suites on the same machine.
 */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Attempt {
  clientKey: string;
  text: string;
}

interface BurstResult {
  attempts: Attempt[];
  acknowledged: Map<string, Task>;
  inFlightAtKill: number;
  /** Non-2xx answers before the kill: there must be none. */
  refused: string[];
}

/**
 * Creates with IN_FLIGHT requests open at all times. Once enough are acknowledged, SIGKILL comes
 * at a random moment a few milliseconds later, not in step with any answer, so the process dies
 * with requests at every stage (being read, in a transaction, committed but unanswered).
 */
async function burstThenCrash(server: ServerProcess, user: HttpUser): Promise<BurstResult> {
  const attempts: Attempt[] = [];
  const acknowledged = new Map<string, Task>();
  const refused: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = -1;
  let armed = false;
  let killed = false;

  const worker = async () => {
    while (!killed && attempts.length < MAX_CREATES) {
      const attempt = { clientKey: uniqueKey('crash'), text: `durable ${attempts.length}` };
      attempts.push(attempt);
      inFlight++;
      try {
        const response = await user.request<Task>(server.baseUrl, 'POST', '/api/tasks', attempt);
        if (response.status === 201) acknowledged.set(attempt.clientKey, response.body);
        else refused.push(`${response.status} ${JSON.stringify(response.body)}`);
      } catch {
        // The connection died with the process: this create was never acknowledged.
      } finally {
        inFlight--;
      }
      if (!armed && acknowledged.size >= KILL_AFTER_ACKS) {
        armed = true;
        setTimeout(
          () => {
            killed = true;
            inFlightAtKill = inFlight;
            server.child.kill('SIGKILL');
          },
          Math.floor(Math.random() * 20),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await server.exited;
  return { attempts, acknowledged, inFlightAtKill, refused };
}

describe(`crash durability on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.crash();
    await database?.drop();
  });

  it(
    'keeps every acknowledged create across a SIGKILL mid-burst, without duplicates on retry',
    { timeout: 120_000 },
    async () => {
      database = await createTestDatabase();
      const authSecret = sharedAuthSecret();
      const env = { ...database.env, WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };
      const first = await startServer({ port: await freePort(), env, authSecret });
      servers.push(first);
      const user = await signUpOverHttp(first.baseUrl);

      const burst = await burstThenCrash(first, user);
      expect(burst.refused).toEqual([]);
      expect(burst.acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(burst.inFlightAtKill, 'requests were in flight when the process died').toBeGreaterThan(0);
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await startServer({ port: await freePort(), env, authSecret });
      servers.push(second);
      // The session written before the crash still signs the user in.
      const afterRestart = await listTasksOverHttp(second.baseUrl, user);
      const byId = new Map(afterRestart.map((task) => [task.id, task]));
      const lost = [...burst.acknowledged.values()].filter((task) => byId.get(task.id)?.text !== task.text);
      expect(lost, 'acknowledged creates missing after the restart').toEqual([]);

      const facts = await inspectDatabase(database, user.id);
      if (!onPostgres) expect(facts.integrity).toBe('ok');
      expect(facts.taskRows).toBe(afterRestart.length);
      expect(facts.duplicateClientKeys).toBe(0);

      // The client retries everything it never heard back about, with the same keys.
      const unacknowledged = burst.attempts.filter((a) => !burst.acknowledged.has(a.clientKey));
      for (const attempt of unacknowledged) {
        const response = await user.request<Task>(second.baseUrl, 'POST', '/api/tasks', attempt);
        expect([200, 201]).toContain(response.status);
        expect(response.body.text).toBe(attempt.text);
      }
      const final = await listTasksOverHttp(second.baseUrl, user);
      expect(final).toHaveLength(burst.attempts.length);
      expect(new Set(final.map((task) => task.text)).size).toBe(burst.attempts.length);
      expect((await inspectDatabase(database, user.id)).duplicateClientKeys).toBe(0);

      console.info(
        `crash-durability (${onPostgres ? 'postgres' : 'sqlite'}): ${burst.attempts.length} creates sent, ` +
          `${burst.acknowledged.size} acknowledged, ${burst.inFlightAtKill} in flight at SIGKILL, ` +
          `${afterRestart.length} present after restart (0 acknowledged lost), ` +
          `${unacknowledged.length} retried without duplicates` +
          (facts.integrity ? `, integrity_check ${facts.integrity}` : ''),
      );
      await second.stop();
    },
  );
});
