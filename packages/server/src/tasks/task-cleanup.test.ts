import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEANUP_INTERVAL_MS, COMPLETED_RETENTION_MS, DAY_MS, type LiveMessage } from '@dayflow/core';
import { buildTestApp, createTestDatabase, signUp, type SignedInUser, type TestApp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { cleanupCompletedTasks } from './task-cleanup';
import { readChangesSince } from './feed/read-feed';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';

const T0 = Date.UTC(2026, 4, 20, 9);

/** Writes a row directly, to set createdAt and updatedAt independently. */
async function insertRow(
  t: Pick<TestApp, 'app'>,
  uid: string,
  fields: { text: string; completed: boolean; createdAt: number; updatedAt: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await t.app.db
    .insertInto('tasks')
    .values({
      id,
      uid,
      client_key: `k-${id}`,
      text: fields.text,
      priority: 'Medium',
      completed: fields.completed ? 1 : 0,
      section: 'today',
      position: 0,
      created_at: fields.createdAt,
      updated_at: fields.updatedAt,
      version: 1,
    })
    .execute();
  return id;
}

describe('completed-task cleanup', () => {
  let clock = T0;
  let user: SignedInUser;
  const t = useTestApp({ now: () => clock });

  it('keeps a task completed exactly 3 days ago and deletes it 1 ms later', async () => {
    clock = T0;
    user = await signUp(t.app);
    const done = await createTaskAs(user, { text: 'done' });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    const open = await createTaskAs(user, { text: 'open' });

    clock = T0 + COMPLETED_RETENTION_MS;
    expect(await cleanupCompletedTasks(t.app)).toBe(0);
    expect((await listTasksAs(user)).map((task) => task.text)).toEqual(['done', 'open']);

    clock = T0 + COMPLETED_RETENTION_MS + 1;
    expect(await cleanupCompletedTasks(t.app)).toBe(1);
    expect(await listTasksAs(user)).toEqual([open]);
  });

  it('counts the later of createdAt and updatedAt, and never deletes open tasks', async () => {
    const owner = await signUp(t.app);
    const cutoff = T0 + 10 * DAY_MS - COMPLETED_RETENTION_MS;
    const ids = {
      oldDone: await insertRow(t, owner.id, {
        text: 'old',
        completed: true,
        createdAt: cutoff - 1,
        updatedAt: cutoff - 1,
      }),
      updatedAtCutoff: await insertRow(t, owner.id, { text: 'u', completed: true, createdAt: T0, updatedAt: cutoff }),
      resetAtCutoff: await insertRow(t, owner.id, { text: 'r', completed: true, createdAt: cutoff, updatedAt: T0 }),
      oldOpen: await insertRow(t, owner.id, { text: 'open', completed: false, createdAt: T0, updatedAt: T0 }),
    };
    clock = T0 + 10 * DAY_MS;
    const deleted = await cleanupCompletedTasks(t.app);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = (await listTasksAs(owner)).map((task) => task.id).sort();
    expect(left).toEqual([ids.updatedAtCutoff, ids.resetAtCutoff, ids.oldOpen].sort());
  });

  it("deletes every user's expired tasks, tells each owner's sockets, and logs the count", async () => {
    clock = T0 + 100 * DAY_MS;
    await cleanupCompletedTasks(t.app); // start from a clean table
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const old = { completed: true, createdAt: T0, updatedAt: T0 };
    const annIds = [
      await insertRow(t, ann.id, { text: 'a1', ...old }),
      await insertRow(t, ann.id, { text: 'a2', ...old }),
    ];
    const benId = await insertRow(t, ben.id, { text: 'b1', ...old });
    const received: Record<string, LiveMessage[]> = { [ann.id]: [], [ben.id]: [] };
    const stop = [ann.id, ben.id].map((uid) =>
      t.app.liveBus.subscribe(uid, (d) => d.kind === 'message' && received[uid]!.push(d.message)),
    );
    const info = vi.spyOn(t.app.log, 'info');

    expect(await cleanupCompletedTasks(t.app)).toBe(3);

    await vi.waitFor(() => {
      const deleted = { type: 'changes', upserts: [], since: 0, version: 1 };
      expect(received[ann.id]).toEqual([{ ...deleted, deletes: expect.arrayContaining(annIds) }]);
      expect(received[ben.id]).toEqual([{ ...deleted, deletes: [benId] }]);
    });
    // The rows are gone: a device still at 0 could not learn of it from a resume, so it gets a snapshot.
    expect(await readChangesSince(t.app.db, ann.id, 0)).toEqual({ type: 'snapshot', tasks: [], version: 1 });
    expect(await readChangesSince(t.app.db, ann.id, 1)).toMatchObject({ type: 'changes', since: 1, version: 1 });
    expect(info).toHaveBeenCalledWith({ deleted: 3 }, expect.stringContaining('3'));
    stop.forEach((unsubscribe) => unsubscribe());
    info.mockRestore();
  });
});

describe('the cleanup job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and every 24 hours when background jobs are on, and stops on close', async () => {
    const database = await createTestDatabase();
    let clock = T0;
    const setup = await buildTestApp({ now: () => clock }, {}, database);
    const user = await signUp(setup.app);
    const first = await createTaskAs(user, { text: 'first' });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${first.id}`, payload: { completed: true } });
    await setup.close();

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    clock = T0 + COMPLETED_RETENTION_MS + 1;
    const t = await buildTestApp({ now: () => clock, backgroundJobs: true }, {}, database);
    try {
      // The same account, now talking to the second app (the session lives in the shared database).
      const again: SignedInUser = {
        ...user,
        inject: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } }),
      };
      // expect.poll, not vi.waitFor: waitFor would advance the fake interval clock while it polls.
      await expect.poll(() => listTasksAs(again)).toEqual([]);

      const second = await createTaskAs(again, { text: 'second' });
      await again.inject({ method: 'PATCH', url: `/api/tasks/${second.id}`, payload: { completed: true } });
      clock += COMPLETED_RETENTION_MS + 1;
      vi.advanceTimersByTime(CLEANUP_INTERVAL_MS - 1);
      expect(await listTasksAs(again)).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await expect.poll(() => listTasksAs(again)).toEqual([]);
    } finally {
      await t.close();
      await database.drop();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
