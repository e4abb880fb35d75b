import { describe, expect, it } from 'vitest';
import { uuidv7, type Task } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs, newClientKey } from '../../test/support/tasks';

const newId = () => uuidv7(Date.now(), crypto.getRandomValues(new Uint8Array(10)));

/** Issue 21: the client makes each task's id, and a create is idempotent on it. */
describe('POST /api/tasks with a client-made id', () => {
  const t = useTestApp();
  const user = useNewUserEachTest(t);
  const post = (payload: object, who = user) => who.inject({ method: 'POST', url: '/api/tasks', payload });

  it('keeps the id the client made: 201, then 200 with the same task for the same body', async () => {
    const id = newId();
    const first = await post({ id, text: 'Once', section: 'today' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Task>()).toMatchObject({ id, text: 'Once', section: 'today', version: 1 });
    const again = await post({ id, text: 'Once', section: 'today' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await listTasksAs(user)).toEqual([first.json()]);
  });

  it('answers concurrent sends of one create with one task', async () => {
    const id = newId();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ id, text: 'Racing' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => JSON.stringify(r.json())))).toHaveLength(1);
    expect(await listTasksAs(user)).toHaveLength(1);
  });

  it("refuses an id another user's task holds with 409 naming id, and neither shows nor touches that task", async () => {
    const other = await signUp(t.app);
    const theirs = await createTaskAs(other, { text: 'their secret' });
    const res = await post({ id: theirs.id, text: 'mine' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.stringContaining('id'), field: 'id' });
    expect(res.body).not.toContain('their secret');
    expect(await listTasksAs(other)).toEqual([theirs]);
    expect(await listTasksAs(user)).toEqual([]);
    // Nothing was taken from this user either: their next change is their first.
    expect(await createTaskAs(user)).toMatchObject({ version: 1 });
  });

  it('answers a retry of a task deleted since with 200 and the task, and does not bring it back', async () => {
    const id = newId();
    await post({ id, text: 'Gone' });
    await user.inject({ method: 'DELETE', url: `/api/tasks/${id}` });
    const retry = await post({ id, text: 'Gone' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id, text: 'Gone', version: 2 });
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('still accepts clientKey alone (superseded), and finds a task by either', async () => {
    const clientKey = newClientKey();
    const byKey = await post({ clientKey, text: 'Old script' });
    expect(byKey.statusCode).toBe(201);
    expect((await post({ clientKey, text: 'Old script' })).json()).toEqual(byKey.json());
    const id = newId();
    const both = await post({ id, clientKey: newClientKey(), text: 'Both' });
    expect(both.json()).toMatchObject({ id });
    expect((await post({ id, text: 'Both' })).statusCode).toBe(200);
    expect(await listTasksAs(user)).toHaveLength(2);
  });

  it.each([
    ['neither id nor clientKey', { text: 'a' }],
    ['an id that is not a UUID', { id: 'temp-123', text: 'a' }],
  ])('refuses %s with 400 naming id', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('id'), field: 'id' });
  });
});
