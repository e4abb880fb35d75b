import crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, DELETED_RETENTION_MS, type DeletedTask, type LiveMessage, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../../test/support/use-test-app';
import { createTaskAs, listTasksAs, newClientKey } from '../../../test/support/tasks';

const T0 = Date.UTC(2026, 4, 20, 9);

describe('soft delete, Recently deleted and restore', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  beforeEach(() => {
    clock = T0;
  });
  const user = useNewUserEachTest(t);

  const del = (who: SignedInUser, id: string) => who.inject({ method: 'DELETE', url: `/api/tasks/${id}` });
  const restore = (who: SignedInUser, id: string) => who.inject({ method: 'POST', url: `/api/tasks/${id}/restore` });
  const deletedOf = async (who: SignedInUser) => {
    const res = await who.inject({ method: 'GET', url: '/api/tasks/deleted' });
    expect(res.statusCode).toBe(200);
    return res.json<{ tasks: DeletedTask[] }>().tasks;
  };
  /**
   * Collects what the user's devices hear from now on. On PostgreSQL a notification arrives a
   * moment after its write was answered, so a marker is sent and awaited first: once it is here,
   * every earlier write's message is too, and none of them is counted.
   */
  const listen = async (uid: string) => {
    const messages: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(uid, (d) => d.kind === 'message' && messages.push(d.message));
    const marker = crypto.randomUUID();
    await t.app.liveBus.publish(uid, { type: 'changes', upserts: [], deletes: [marker], since: 0, version: 0 });
    await vi.waitFor(() => expect(messages.some((m) => m.type === 'changes' && m.deletes[0] === marker)).toBe(true));
    messages.length = 0;
    return { messages, stop };
  };

  it('DELETE keeps the row with its deletion time, and the lists no longer show it', async () => {
    const task = await createTaskAs(user, { text: 'keep me', section: 'today' });
    clock = T0 + 5000;
    expect((await del(user, task.id)).statusCode).toBe(200);
    const row = await t.app.db.selectFrom('tasks').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(Number(row.deleted_at)).toBe(T0 + 5000);
    expect(Number(row.updated_at)).toBe(task.updatedAt);
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('tells the other devices it is deleted, and a second DELETE is 404', async () => {
    const task = await createTaskAs(user);
    const live = await listen(user.id);
    await del(user, task.id);
    const deleted = {
      type: 'changes',
      upserts: [],
      deletes: [task.id],
      since: task.version,
      version: task.version! + 1,
    };
    await vi.waitFor(() => expect(live.messages).toEqual([deleted]));
    live.stop();
    expect((await del(user, task.id)).statusCode).toBe(404);
  });

  it('lists the deleted tasks newest first with their deletion time, only the signed-in user’s', async () => {
    const [a, b] = [await createTaskAs(user, { text: 'a' }), await createTaskAs(user, { text: 'b' })];
    const other = await signUp(t.app);
    const theirs = await createTaskAs(other, { text: 'theirs' });
    await del(other, theirs.id);
    clock = T0 + 1000;
    await del(user, b.id);
    clock = T0 + 2000;
    await del(user, a.id);
    // Each keeps its deletion's version: the user's 3rd and 4th change.
    expect(await deletedOf(user)).toEqual([
      { ...a, deletedAt: T0 + 2000, version: 4 },
      { ...b, deletedAt: T0 + 1000, version: 3 },
    ]);
    expect((await deletedOf(other)).map((task) => task.id)).toEqual([theirs.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks/deleted' })).statusCode).toBe(401);
  });

  it('restores a task at its former place, exactly as it was, and publishes it', async () => {
    const tasks: Task[] = [];
    for (const text of ['one', 'two', 'three']) tasks.push(await createTaskAs(user, { text, section: 'today' }));
    const before = await listTasksAs(user);
    await del(user, tasks[1]!.id);
    clock = T0 + DAY_MS;
    const live = await listen(user.id);
    const res = await restore(user, tasks[1]!.id);
    expect(res.statusCode).toBe(200);
    // Exactly as it was, but for the version: created 1–3, deleted 4, restored 5.
    const restored = { ...tasks[1], version: 5 };
    expect(res.json()).toEqual(restored);
    expect(await listTasksAs(user)).toEqual(before.map((task) => (task.id === restored.id ? restored : task)));
    const published = { type: 'changes', upserts: [restored], deletes: [], since: 4, version: 5 };
    await vi.waitFor(() => expect(live.messages).toEqual([published]));
    live.stop();
    expect(await deletedOf(user)).toEqual([]);
  });

  it('restores at the end of its list when its place was taken since', async () => {
    const a = await createTaskAs(user, { text: 'a', section: 'tomorrow' });
    const b = await createTaskAs(user, { text: 'b', section: 'tomorrow' });
    await del(user, b.id);
    const c = await createTaskAs(user, { text: 'c', section: 'tomorrow' }); // takes b's order
    expect(c.order).toBe(b.order);
    const res = await restore(user, b.id);
    expect(res.json()).toMatchObject({ id: b.id, section: 'tomorrow', order: c.order + 1 });
    expect((await listTasksAs(user)).map((task) => task.text)).toEqual([a.text, c.text, b.text]);
  });

  it('restores a completed task still completed, with its updatedAt, so it is not counted again', async () => {
    const task = await createTaskAs(user, { section: 'today' });
    const done = (
      await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } })
    ).json<Task>();
    await del(user, task.id);
    clock = T0 + DAY_MS;
    expect((await restore(user, task.id)).json()).toEqual({ ...done, version: 4 });
  });

  it('answers 404 for another user’s task, a missing one, and one past its 30 days; 400 for a bad id', async () => {
    const other = await signUp(t.app);
    const theirs = await createTaskAs(other);
    await del(other, theirs.id);
    const missing = await restore(user, crypto.randomUUID());
    const foreign = await restore(user, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await deletedOf(other)).map((task) => task.id)).toEqual([theirs.id]);

    const mine = await createTaskAs(user);
    await del(user, mine.id);
    clock = T0 + DELETED_RETENTION_MS + 1;
    expect(await deletedOf(user)).toEqual([]);
    expect((await restore(user, mine.id)).statusCode).toBe(404);

    const bad = await restore(user, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });

  it('answers a retried restore with the task as it is', async () => {
    const task = await createTaskAs(user);
    await del(user, task.id);
    await restore(user, task.id);
    const again = await restore(user, task.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...task, version: 3 });
    expect(await listTasksAs(user)).toEqual([{ ...task, version: 3 }]);
  });

  it('refuses to change a deleted task: edit, complete, move, reset → 404', async () => {
    const task = await createTaskAs(user, { section: 'today' });
    await del(user, task.id);
    const attempts = [
      user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { text: 'changed' } }),
      user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } }),
      user.inject({ method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { section: 'tomorrow', index: 0 } }),
      user.inject({ method: 'POST', url: `/api/tasks/${task.id}/reset` }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // Refused changes take no version: the deletion's (2) is still the task's.
    expect(await deletedOf(user)).toEqual([{ ...task, deletedAt: T0, version: 2 }]);
  });

  it('a retried create of a task deleted since does not bring it back', async () => {
    const clientKey = newClientKey();
    const task = await createTaskAs(user, { clientKey });
    await del(user, task.id);
    const live = await listen(user.id);
    const retry = await user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey, text: 'A task' } });
    expect(retry.statusCode).toBe(200);
    // As it is: at its deletion's version, which the feed already gave every device as a delete.
    expect(retry.json()).toEqual({ ...task, version: 2 });
    const marker = await createTaskAs(user);
    await vi.waitFor(() => expect(live.messages.at(-1)).toMatchObject({ upserts: [marker] }));
    expect(live.messages).toHaveLength(1); // the retry wrote nothing, so published nothing
    live.stop();
    expect(await listTasksAs(user)).toEqual([marker]);
  });
});
