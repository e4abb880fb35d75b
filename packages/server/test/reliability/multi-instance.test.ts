import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage, Task } from '@dayflow/core';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-app';
import { inspectDatabase } from './support/database-probe';
import { listTasksOverHttp, signUpOverHttp, uniqueKey, type HttpUser } from './support/http-user';
import { openLiveSynced, type LiveClient } from '../support/live-client';
import { sharedAuthSecret, startServer, type ServerProcess } from './support/server-process';

// Two real server processes on one PostgreSQL, as behind a load balancer. One user has a device
// on each. Changes made through either instance reach both devices live; then instance A is
// killed with SIGKILL in the middle of that device's changes, the device reconnects to B, and
// nothing it was told was saved is missing. SQLite is one process by design, so this runs only
// under TEST_DB=postgres (`npm run test:pg`).

const PORTS = [3222, 3223] as const;
const CHANGES_BEFORE_KILL = 40;
const IN_FLIGHT = 8;

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let user: HttpUser;
  const views: LiveClient[] = [];
  const open = async (server: ServerProcess) => {
    const view = await openLiveSynced(server.wsUrl, { cookie: user.cookie });
    views.push(view);
    return view;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(database.env.DATABASE_URL, 'this suite must run on PostgreSQL').toMatch(/^postgres/);
    const authSecret = sharedAuthSecret();
    const env = { ...database.env, WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };
    // Started together, as a deployment does: both run the start-up migrations at once.
    [a, b] = await Promise.all([
      startServer({ port: PORTS[0], env, authSecret }),
      startServer({ port: PORTS[1], env, authSecret }),
    ]);
    user = await signUpOverHttp(a.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(views.map((view) => view.close()));
    await a?.crash();
    await b?.stop();
    await database?.drop();
  });

  it('shows a change made through either instance live on the device connected to the other', async () => {
    const onA = await open(a);
    const onB = await open(b);
    const viaA = await user.request<Task>(a.baseUrl, 'POST', '/api/tasks', {
      clientKey: uniqueKey(),
      text: 'made on A',
    });
    expect(viaA.status).toBe(201);
    await onB.until(() => onB.tasks.get(viaA.body.id)?.text === 'made on A', 'the create made on A, on B');

    const viaB = await user.request<Task>(b.baseUrl, 'PATCH', `/api/tasks/${viaA.body.id}`, { text: 'edited on B' });
    expect(viaB.status).toBe(200);
    await onA.until(() => onA.tasks.get(viaA.body.id)?.text === 'edited on B', 'the edit made on B, on A');
    expect(onA.tasks.get(viaA.body.id)).toEqual(viaB.body);

    const moved = await user.request(b.baseUrl, 'POST', `/api/tasks/${viaA.body.id}/move`, {
      section: 'tomorrow',
      index: 0,
    });
    expect(moved.status).toBe(200);
    await onA.until(() => onA.tasks.get(viaA.body.id)?.section === 'tomorrow', 'the move made on B, on A');
    const completed = await user.request<Task>(a.baseUrl, 'PATCH', `/api/tasks/${viaA.body.id}`, { completed: true });
    expect(completed.status).toBe(200);
    await onB.until(() => onB.tasks.get(viaA.body.id)?.completed === true, 'the completion made on A, on B');
    const deleted = await user.request<{ version: number }>(a.baseUrl, 'DELETE', `/api/tasks/${viaA.body.id}`);
    // The delete answers the version it made, which the other instance's feed then carries.
    expect(deleted.status).toBe(200);
    expect(deleted.body.version).toBeGreaterThan(completed.body.version!);
    await onB.until(() => !onB.tasks.has(viaA.body.id), 'the delete made on A, on B');
  });

  it(
    'loses nothing a device was told was saved when its instance is killed and it reconnects to the other',
    { timeout: 60_000 },
    async () => {
      const device1 = await open(a);
      const device2 = await open(b);

      // Device 1 creates tasks and completes each one through A, several at a time, until A dies.
      const acknowledged = new Map<string, Task>();
      const sent: { clientKey: string; text: string }[] = [];
      let changes = 0;
      let killed = false;
      let inFlightAtKill = 0;
      let inFlight = 0;
      const worker = async () => {
        while (!killed && sent.length < 1000) {
          const create = { clientKey: uniqueKey('mi'), text: `device one ${sent.length}` };
          sent.push(create);
          try {
            inFlight++;
            const created = await user.request<Task>(a.baseUrl, 'POST', '/api/tasks', create);
            expect(created.status).toBe(201);
            acknowledged.set(create.clientKey, created.body);
            changes++;
            const done = await user.request<Task>(a.baseUrl, 'PATCH', `/api/tasks/${created.body.id}`, {
              completed: true,
            });
            expect(done.status).toBe(200);
            acknowledged.set(create.clientKey, done.body);
            changes++;
          } catch (error) {
            if (!killed) throw error;
          } finally {
            inFlight--;
          }
          if (!killed && changes >= CHANGES_BEFORE_KILL) {
            killed = true;
            inFlightAtKill = inFlight;
            a.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect((await device1.closed).code).not.toBe(1000);

      // Device 1 reconnects to the survivor: its first snapshot already holds every saved change.
      const reconnected = await open(b);
      const snapshot = reconnected.messages[0] as Extract<LiveMessage, { type: 'snapshot' }>;
      expect(snapshot.type).toBe('snapshot');
      const inSnapshot = new Map(snapshot.tasks.map((task) => [task.id, task]));
      for (const saved of acknowledged.values()) {
        const found = inSnapshot.get(saved.id);
        expect(found, `saved task ${saved.text}`).toBeDefined();
        if (saved.completed) expect(found!.completed, `saved completion of ${saved.text}`).toBe(true);
      }

      // Device 2 saw all of them live, through the other instance.
      await device2.until(
        () =>
          [...acknowledged.values()].every(
            (t) => device2.tasks.has(t.id) && (!t.completed || device2.tasks.get(t.id)!.completed),
          ),
        'every saved change on the device connected to B',
      );

      // Retrying what device 1 never heard back about (same client keys) duplicates nothing.
      for (const create of sent.filter((s) => !acknowledged.has(s.clientKey))) {
        const retried = await user.request<Task>(b.baseUrl, 'POST', '/api/tasks', create);
        expect([200, 201]).toContain(retried.status);
      }
      const all = await listTasksOverHttp(b.baseUrl, user);
      const ours = all.filter((task) => task.text.startsWith('device one '));
      expect(ours).toHaveLength(sent.length);
      await reconnected.until(() => ours.every((task) => reconnected.tasks.has(task.id)), 'the retried creates, live');
      await device2.until(() => ours.every((task) => device2.tasks.has(task.id)), 'the retried creates, live');

      // The rows are in PostgreSQL itself, once each.
      const facts = await inspectDatabase(database, user.id);
      expect(facts.taskRows).toBe(all.length);
      expect(facts.duplicateClientKeys).toBe(0);
      console.info(
        `multi-instance: ${changes} changes acknowledged by A before SIGKILL (${inFlightAtKill} requests in flight), ` +
          `${acknowledged.size} tasks all in B's reconnect snapshot, ${sent.length - acknowledged.size} retried on B without duplicates`,
      );
    },
  );
});
