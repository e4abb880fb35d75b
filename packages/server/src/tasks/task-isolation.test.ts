import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';

describe("one user cannot see or touch another user's tasks", () => {
  let alice: SignedInUser;
  let bob: SignedInUser;
  const t = useTestApp();
  beforeAll(async () => {
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });

  it("keeps Alice's tasks out of Bob's list", async () => {
    const mine = await createTaskAs(alice, { text: 'Alice only', section: 'today' });
    expect(await listTasksAs(bob)).toEqual([]);
    expect(await listTasksAs(alice)).toContainEqual(mine);
  });

  it.each([
    ['PATCH', '', { completed: true }],
    ['DELETE', '', undefined],
    ['POST', '/move', { section: 'tomorrow', index: 0 }],
    ['POST', '/reset', undefined],
    ['POST', '/restore', undefined],
  ] as const)("answers Bob's %s …%s on Alice's task with 404, like a missing task", async (method, suffix, payload) => {
    const task = await createTaskAs(alice, { section: 'today' });
    const before = await listTasksAs(alice);
    const res = await bob.inject({ method, url: `/api/tasks/${task.id}${suffix}`, payload });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Task not found' });
    expect(await listTasksAs(alice)).toEqual(before);
  });

  it("keeps Alice's deleted tasks out of Bob's Recently deleted, and refuses him a restore", async () => {
    const task = await createTaskAs(alice);
    await alice.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });
    const list = await bob.inject({ method: 'GET', url: '/api/tasks/deleted' });
    expect(list.json()).toEqual({ tasks: [] });
    const restore = await bob.inject({ method: 'POST', url: `/api/tasks/${task.id}/restore` });
    expect(restore.statusCode).toBe(404);
    expect(restore.json()).toEqual({ error: 'Task not found' });
    expect((await listTasksAs(alice)).map((t) => t.id)).not.toContain(task.id);
  });

  it("renumbers only the mover's own lists", async () => {
    const carol = await signUp(t.app);
    const dave = await signUp(t.app);
    await createTaskAs(carol, { text: 'c1', section: 'today' });
    await createTaskAs(carol, { text: 'c2', section: 'today' });
    const d1 = await createTaskAs(dave, { text: 'd1', section: 'today' });
    await createTaskAs(dave, { text: 'd2', section: 'today' });
    const carolBefore = await listTasksAs(carol);
    const res = await dave.inject({
      method: 'POST',
      url: `/api/tasks/${d1.id}/move`,
      payload: { section: 'today', index: 1 },
    });
    expect(res.json().tasks.map((task: { text: string }) => task.text)).toEqual(['d1']);
    expect(await listTasksAs(carol)).toEqual(carolBefore);
  });
});
