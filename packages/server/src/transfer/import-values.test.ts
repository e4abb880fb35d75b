import { describe, expect, it } from 'vitest';
import { MAX_IMPORTED_ORDER, MAX_ORDER } from '@dayflow/core';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { exportAs, importAs, postImport } from '../../test/support/transfer';

const T0 = Date.UTC(2026, 4, 20, 9);

const exported = (task: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'dayflow-export',
    version: 1,
    exportedAt: T0,
    tasks: [
      {
        id: 'a',
        text: 'imported',
        priority: 'Low',
        completed: false,
        section: 'today',
        order: 0,
        createdAt: T0,
        updatedAt: T0,
        ...task,
      },
    ],
    ...extra,
  });

// An attacker's import put values no column or Date can hold: CSV export then answered 500, and
// PostgreSQL's integer column refused the orders with a 500 of its own.
describe('import refuses values that cannot be stored or shown', () => {
  const t = useTestApp({ now: () => T0 });
  const user = useNewUserEachTest(t);

  it.each([
    { task: { order: 1.5 }, field: 'tasks.0.order' },
    { task: { order: 3e9 }, field: 'tasks.0.order' },
    { task: { order: 1e300 }, field: 'tasks.0.order' },
    { task: { order: -3e9 }, field: 'tasks.0.order' },
    { task: { createdAt: 8.7e15 }, field: 'tasks.0.createdAt' },
    { task: { updatedAt: 9e15 }, field: 'tasks.0.updatedAt' },
    { task: { remindAt: 'soon' }, field: 'tasks.0.remindAt' },
    { task: { remindAt: '+300000-01-01T00:00:00Z' }, field: 'tasks.0.remindAt' },
  ])('$field = $task → 400 naming it, nothing written', async ({ task, field }) => {
    const response = await postImport(user, { kind: 'dayflow-json', text: exported(task) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(response.json().error).toContain(field);
    expect(await listTasksAs(user)).toEqual([]);
    expect((await exportAs(user, 'csv')).statusCode).toBe(200);
  });

  it.each([
    { streak: { count: 5, lastActive: '2026-02-30' }, field: 'streak.lastActive' },
    { streak: { count: 1e12, lastActive: '2026-05-19' }, field: 'streak.count' },
    { streak: { count: 5, lastActive: '2026-05-19', countedUntil: 9e15 }, field: 'streak.countedUntil' },
  ])('$field out of range → 400 naming it', async ({ streak, field }) => {
    const response = await postImport(user, { kind: 'dayflow-json', text: exported({}, { streak }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect((await user.inject({ method: 'GET', url: '/api/streak' })).statusCode).toBe(200);
  });

  it('places imported orders within range after the user’s own tasks, keeping their sequence', async () => {
    await createTaskAs(user, { text: 'mine', section: 'today' });
    const text = JSON.stringify({
      format: 'dayflow-export',
      version: 1,
      exportedAt: T0,
      tasks: [MAX_ORDER, -(2 ** 31), 7].map((order, i) => ({
        id: `t${i}`,
        text: `n${order}`,
        priority: 'Low',
        completed: false,
        section: 'today',
        order,
        createdAt: T0,
        updatedAt: T0,
      })),
    });
    await importAs(user, { kind: 'dayflow-json', text });
    const today = (await listTasksAs(user)).filter((task) => task.section === 'today');
    expect([...today].sort((a, b) => a.order - b.order).map((task) => task.text)).toEqual([
      'mine',
      `n${-(2 ** 31)}`,
      'n7',
      `n${MAX_ORDER}`,
    ]);
    expect(Math.max(...today.map((task) => task.order))).toBeLessThanOrEqual(MAX_IMPORTED_ORDER);
    // One past the highest order still fits the column.
    const appended = await createTaskAs(user, { text: 'after', section: 'today' });
    expect(appended.order).toBeLessThanOrEqual(MAX_ORDER);
    expect((await exportAs(user, 'csv')).statusCode).toBe(200);
  });
});
