import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv, type DayflowExport } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { exportAs, importAs, postImport } from '../../test/support/transfer';

const T0 = Date.UTC(2026, 4, 20, 9);

describe('export and re-import of Dayflow data', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  beforeEach(() => {
    clock = T0;
  });
  const user = useNewUserEachTest(t);

  /** A used account: tasks in every list, a completed one, a move, a goal and a streak. */
  async function fillPlanner(owner: SignedInUser) {
    const a = await createTaskAs(owner, { text: 'Plan the week', section: 'today', priority: 'High' });
    clock += 1000;
    const b = await createTaskAs(owner, { text: 'Buy milk, "oat"\nand bread', section: 'today', priority: 'Low' });
    clock += 1000;
    await createTaskAs(owner, { text: 'Someday: learn the cello', section: 'brainDump' });
    clock += 1000;
    await createTaskAs(owner, { text: 'Call Ada', section: 'tomorrow' });
    clock += 1000;
    await owner.inject({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { completed: true } });
    clock += 1000;
    await owner.inject({ method: 'POST', url: `/api/tasks/${b.id}/move`, payload: { section: 'today', index: 0 } });
    await owner.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 7 } });
    await owner.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Europe/Paris' } });
  }

  const withoutIds = (document: DayflowExport) => ({
    ...document,
    tasks: document.tasks.map(({ id: _id, ...rest }) => rest),
  });

  it('exports everything as a dated JSON attachment', async () => {
    await fillPlanner(user);
    const response = await exportAs(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="dayflow-export-2026-05-20.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json<DayflowExport>();
    expect(document).toMatchObject({ format: 'dayflow-export', version: 1, goal: { dailyGoal: 7 } });
    expect(document.streak).toMatchObject({ count: 1, lastActive: '2026-05-20' });
    // The export names a reminder only when a task has one; these have none.
    const listed = (await listTasksAs(user)).map(({ remindAt: _r, reminderMissed: _m, ...task }) => task);
    expect(document.tasks).toEqual(listed);
  });

  it('reproduces the account exactly in an empty one, and a second import adds nothing', async () => {
    await fillPlanner(user);
    const file = (await exportAs(user)).body;
    const empty = await signUp(t.app);
    clock += 60_000;

    const preview = await postImport(empty, { kind: 'dayflow-json', text: file }, true);
    expect(preview.json()).toEqual({
      tasks: 4,
      lists: { brainDump: 1, today: 2, tomorrow: 1 },
      completed: 1,
      dailyGoal: 7,
      streak: expect.objectContaining({ count: 1 }),
      skipped: { total: 0, entries: [] },
    });
    expect(await listTasksAs(empty)).toEqual([]);

    expect(await importAs(empty, { kind: 'dayflow-json', text: file })).toEqual(preview.json());
    const original = JSON.parse(file) as DayflowExport;
    const copy = (await exportAs(empty)).json<DayflowExport>();
    expect(withoutIds(copy)).toEqual({ ...withoutIds(original), exportedAt: clock });

    const again = await importAs(empty, { kind: 'dayflow-json', text: file });
    expect(again.tasks).toBe(0);
    expect(again.skipped.total).toBe(6);
    expect(again.skipped.entries).toContainEqual({
      where: 'tasks.0',
      reason: 'already in your planner (imported before)',
    });
    expect(again.skipped.entries).toContainEqual({ where: 'goal', reason: 'your account already has a daily goal' });
    expect(await listTasksAs(empty)).toHaveLength(4);
  });

  it("recognises an account's own export: importing it back adds nothing", async () => {
    await fillPlanner(user);
    const summary = await importAs(user, { kind: 'dayflow-json', text: (await exportAs(user)).body });
    expect(summary.tasks).toBe(0);
    expect(await listTasksAs(user)).toHaveLength(4);
  });

  it('appends imported tasks after the tasks already in each list', async () => {
    const source = await signUp(t.app);
    await createTaskAs(source, { text: 'From the file', section: 'today' });
    const file = (await exportAs(source)).body;
    await createTaskAs(user, { text: 'Mine 1', section: 'today' });
    await createTaskAs(user, { text: 'Mine 2', section: 'today' });
    await importAs(user, { kind: 'dayflow-json', text: file });
    expect((await listTasksAs(user)).map((task) => [task.text, task.order])).toEqual([
      ['Mine 1', 0],
      ['Mine 2', 1],
      ['From the file', 2],
    ]);
  });

  it('exports tasks as CSV with formulas neutralised', async () => {
    await createTaskAs(user, { text: "=cmd|' /C calc'!A0", section: 'today', priority: 'High' });
    await createTaskAs(user, { text: 'Pack: tent, "stove"', section: 'tomorrow' });
    const response = await exportAs(user, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="dayflow-tasks-2026-05-20.csv"');
    const parsed = parseCsv(response.body);
    expect(parsed.ok && parsed.records.map((r) => r.fields)).toEqual([
      ['text', 'list', 'priority', 'completed', 'created', 'updated'],
      ["'=cmd|' /C calc'!A0", 'Today', 'High', 'false', '2026-05-20T09:00:00.000Z', '2026-05-20T09:00:00.000Z'],
      ['Pack: tent, "stove"', 'Tomorrow', 'Medium', 'false', '2026-05-20T09:00:00.000Z', '2026-05-20T09:00:00.000Z'],
    ]);
  });

  it('refuses an unknown export format naming the field', async () => {
    const response = await exportAs(user, 'xml' as 'csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'format' });
  });
});
