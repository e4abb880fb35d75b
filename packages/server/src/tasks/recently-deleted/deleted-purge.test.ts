import { describe, expect, it } from 'vitest';
import { COMPLETED_RETENTION_MS, DAY_MS, DELETED_RETENTION_MS, type DeletedTask } from '@dayflow/core';
import { buildTestApp, createTestDatabase, signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { cleanupCompletedTasks, runTaskCleanup } from '../task-cleanup';
import { createTaskAs } from '../../../test/support/tasks';

const T0 = Date.UTC(2026, 4, 20, 9);

const deletedOf = async (user: SignedInUser) =>
  (await user.inject({ method: 'GET', url: '/api/tasks/deleted' })).json<{ tasks: DeletedTask[] }>().tasks;

describe('purging deleted tasks after 30 days', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });

  const rowExists = async (id: string) =>
    (await t.app.db.selectFrom('tasks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('keeps a task deleted exactly 30 days ago and purges it 1 ms later, for good', async () => {
    clock = T0;
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });

    clock = T0 + DELETED_RETENTION_MS;
    await runTaskCleanup(t.app);
    expect((await deletedOf(user)).map((d) => d.id)).toEqual([task.id]);

    clock = T0 + DELETED_RETENTION_MS + 1;
    await runTaskCleanup(t.app);
    expect(await rowExists(task.id)).toBe(false);
    expect(await deletedOf(user)).toEqual([]);
    expect((await user.inject({ method: 'POST', url: `/api/tasks/${task.id}/restore` })).statusCode).toBe(404);
  });

  it('leaves a deleted completed task to its 30 days: the 3-day cleanup skips Recently deleted', async () => {
    clock = T0;
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } });
    await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });

    clock = T0 + COMPLETED_RETENTION_MS + DAY_MS;
    await cleanupCompletedTasks(t.app);
    await runTaskCleanup(t.app);
    expect((await deletedOf(user)).map((d) => d.id)).toEqual([task.id]);

    clock = T0 + DELETED_RETENTION_MS + 1;
    await runTaskCleanup(t.app);
    expect(await rowExists(task.id)).toBe(false);
  });

  it('still purges a completed task in its list after 3 days (spec §9), not sending it to Recently deleted', async () => {
    clock = T0;
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } });
    clock = T0 + COMPLETED_RETENTION_MS + 1;
    await runTaskCleanup(t.app);
    expect(await rowExists(task.id)).toBe(false);
    expect(await deletedOf(user)).toEqual([]);
  });
});

describe('the background cleanup job', () => {
  it('purges expired deletions when it runs at start', async () => {
    const database = await createTestDatabase();
    let clock = T0;
    const first = await buildTestApp({ now: () => clock }, {}, database);
    const user = await signUp(first.app);
    const task = await createTaskAs(user);
    await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });
    await first.close();

    clock = T0 + DELETED_RETENTION_MS + 1;
    const t = await buildTestApp({ now: () => clock, backgroundJobs: true }, {}, database);
    try {
      const row = () => t.app.db.selectFrom('tasks').select('id').where('id', '=', task.id).executeTakeFirst();
      await expect.poll(row).toBeUndefined();
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
