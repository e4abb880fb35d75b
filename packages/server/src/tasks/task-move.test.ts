import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sortTasks, type Section, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';

const T0 = Date.UTC(2026, 4, 20, 9);
/** After a move the list order never rests on the createdAt tie-break. */
const strictlyIncreasing = (orders: number[]) => orders.every((order, i) => i === 0 || order > orders[i - 1]!);
const MOVED_AT = T0 + 3_600_000;

describe('POST /api/tasks/:id/move', () => {
  let clock = T0;
  let user: SignedInUser;
  /** today: a b c d, then a completed task; tomorrow: x y */
  let ids: Record<string, string>;
  const t = useTestApp({ now: () => clock });
  beforeEach(async () => {
    clock = T0;
    user = await signUp(t.app);
    ids = {};
    for (const [name, section] of [
      ['a', 'today'],
      ['b', 'today'],
      ['c', 'today'],
      ['d', 'today'],
      ['done', 'today'],
      ['x', 'tomorrow'],
      ['y', 'tomorrow'],
    ] as const) {
      ids[name] = (await createTaskAs(user, { text: name, section })).id;
    }
    await user.inject({ method: 'PATCH', url: `/api/tasks/${ids.done}`, payload: { completed: true } });
    clock = MOVED_AT;
  });

  const move = (name: string, section: Section, index: number) =>
    user.inject({ method: 'POST', url: `/api/tasks/${ids[name]}/move`, payload: { section, index } });
  const openTexts = (tasks: Task[], section: Section) =>
    sortTasks(tasks.filter((task) => task.section === section && !task.completed))
      .map((task) => task.text)
      .join('');

  it.each([
    { name: 'same list down', task: 'a', to: 'today', index: 2, today: 'bcad', tomorrow: 'xy', changed: 'cad' },
    { name: 'same list up', task: 'd', to: 'today', index: 0, today: 'dabc', tomorrow: 'xy', changed: 'd' },
    {
      name: 'same list, index past the end',
      task: 'a',
      to: 'today',
      index: 1000,
      today: 'bcda',
      tomorrow: 'xy',
      changed: 'a',
    },
    {
      name: 'cross list into the middle',
      task: 'b',
      to: 'tomorrow',
      index: 1,
      today: 'acd',
      tomorrow: 'xby',
      changed: 'by',
    },
    {
      name: 'cross list to the top',
      task: 'd',
      to: 'tomorrow',
      index: 0,
      today: 'abc',
      tomorrow: 'dxy',
      changed: 'd',
    },
    { name: 'into an empty list', task: 'x', to: 'brainDump', index: 5, today: 'abcd', tomorrow: 'y', changed: 'x' },
  ] as { name: string; task: string; to: Section; index: number; today: string; tomorrow: string; changed: string }[])(
    '$name writes only the tasks whose place must change, and returns them',
    async ({ task, to, index, today, tomorrow, changed }) => {
      const before = await listTasksAs(user);
      const res = await move(task, to, index);
      expect(res.statusCode).toBe(200);
      const { tasks: returned, version } = res.json<{ tasks: Task[]; version: number }>();
      expect(returned.map((r) => r.text).join('')).toBe(changed);
      // One version for the whole move, carried by every task it wrote and by the answer.
      expect(returned.every((r) => r.version === version)).toBe(true);
      expect(returned.every((r) => r.updatedAt === MOVED_AT)).toBe(true);

      const after = await listTasksAs(user);
      expect(openTexts(after, 'today')).toBe(today);
      expect(openTexts(after, 'tomorrow')).toBe(tomorrow);
      for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
        const open = sortTasks(after.filter((r) => r.section === section && !r.completed));
        expect(strictlyIncreasing(open.map((r) => r.order))).toBe(true);
      }
      // What the answer says changed is exactly what changed in the database.
      const changedIds = new Set(returned.map((r) => r.id));
      expect(after.filter((r) => changedIds.has(r.id))).toEqual(expect.arrayContaining(returned));
      expect(after.filter((r) => !changedIds.has(r.id))).toEqual(
        expect.arrayContaining(before.filter((r) => !changedIds.has(r.id))),
      );
      expect(after.find((r) => r.text === 'done')).toEqual(before.find((r) => r.text === 'done'));
    },
  );

  it.each([
    { name: 'to its own position', task: 'b', to: 'today', index: 1 },
    { name: 'the last one past the end of its own list', task: 'd', to: 'today', index: 99 },
    { name: 'a completed task', task: 'done', to: 'tomorrow', index: 0 },
  ] as { name: string; task: string; to: Section; index: number }[])(
    'a no-op move ($name) changes nothing and returns no tasks, at the version as it was',
    async ({ task, to, index }) => {
      const before = await listTasksAs(user);
      const { version } = (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ version: number }>();
      const res = await move(task, to, index);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tasks: [], version });
      expect(await listTasksAs(user)).toEqual(before);
    },
  );

  it('keeps lists consistent under concurrent moves', async () => {
    const results = await Promise.all([move('a', 'tomorrow', 0), move('b', 'tomorrow', 0), move('c', 'today', 0)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = await listTasksAs(user);
    for (const section of ['today', 'tomorrow'] as const) {
      const open = sortTasks(after.filter((r) => r.section === section && !r.completed));
      expect(strictlyIncreasing(open.map((r) => r.order))).toBe(true);
    }
    expect(openTexts(after, 'today').length + openTexts(after, 'tomorrow').length).toBe(6);
  });

  it.each([
    { name: 'a negative index', body: { section: 'today', index: -1 }, field: 'index' },
    { name: 'a fractional index', body: { section: 'today', index: 1.5 }, field: 'index' },
    { name: 'a huge index', body: { section: 'today', index: 1e308 }, field: 'index' },
    { name: 'an index as a string', body: { section: 'today', index: '1' }, field: 'index' },
    { name: 'a missing index', body: { section: 'today' }, field: 'index' },
    { name: 'an unknown section', body: { section: 'someday', index: 0 }, field: 'section' },
    { name: 'a missing section', body: { index: 0 }, field: 'section' },
    { name: 'an unknown field', body: { section: 'today', index: 0, order: 3 }, field: 'order' },
  ])('refuses $name with 400 naming $field', async ({ body, field }) => {
    const before = await listTasksAs(user);
    const res = await user.inject({ method: 'POST', url: `/api/tasks/${ids.a}/move`, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(field), field });
    expect(await listTasksAs(user)).toEqual(before);
  });

  it('answers 404 for a task that does not exist', async () => {
    const res = await user.inject({
      method: 'POST',
      url: `/api/tasks/${crypto.randomUUID()}/move`,
      payload: { section: 'today', index: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Task not found' });
  });
});
