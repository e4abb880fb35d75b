import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv, type DayflowExport } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { exportAs, importAs, postImport } from '../../test/support/transfer';
import { createRoutineAs, putSettings } from '../../test/support/days';

const T0 = Date.UTC(2026, 4, 20, 9);

describe('export and re-import of Dayflow data', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  beforeEach(() => {
    clock = T0;
  });
  const user = useNewUserEachTest(t);

  /**
   * A used account: tasks in every list (Later too), a completed one, a move, a goal, a streak,
   * day settings, two routines, a day of history, a reminder and a task in Recently deleted.
   */
  async function fillPlanner(owner: SignedInUser) {
    await putSettings(owner, { timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] });
    await createRoutineAs(owner, { text: 'Stretch', priority: 'Low', weekdays: [1, 3, 5] });
    clock += 1000;
    const paused = await createRoutineAs(owner, { text: 'Water the plants', weekdays: [0] });
    await owner.inject({ method: 'PATCH', url: `/api/routines/${paused.id}`, payload: { paused: true } });
    const gone = await createTaskAs(owner, { text: 'Deleted idea', section: 'brainDump' });
    await owner.inject({ method: 'PATCH', url: `/api/tasks/${gone.id}`, payload: { notes: 'Kept while deleted' } });
    await owner.inject({ method: 'DELETE', url: `/api/tasks/${gone.id}` });
    clock += 1000;
    const a = await createTaskAs(owner, { text: 'Plan the week', section: 'today', priority: 'High' });
    clock += 1000;
    const b = await createTaskAs(owner, { text: 'Buy milk, "oat"\nand bread', section: 'today', priority: 'Low' });
    clock += 1000;
    // Notes with line breaks and a link, and a checklist in its own order, half done.
    const details = {
      notes: 'The shop on the corner\n\nhttps://example.com/list  ',
      checklist: [
        { id: 'z-last-made', text: 'Oat milk', done: true },
        { id: 'a-first-made', text: 'Bread, "sourdough"', done: false },
      ],
    };
    await owner.inject({ method: 'PATCH', url: `/api/tasks/${b.id}`, payload: details });
    clock += 1000;
    await createTaskAs(owner, { text: 'Someday: learn the cello', section: 'brainDump' });
    clock += 1000;
    await createTaskAs(owner, { text: 'Dentist', section: 'later', day: '2026-05-28' });
    clock += 1000;
    // A reminder still ahead when the file is imported: it travels and rings in the new account.
    const remindAt = new Date(clock + 3 * 86_400_000).toISOString();
    await createTaskAs(owner, { text: 'Call Ada', section: 'tomorrow', remindAt });
    clock += 1000;
    await owner.inject({ method: 'PATCH', url: `/api/tasks/${a.id}`, payload: { completed: true } });
    clock += 1000;
    await owner.inject({ method: 'POST', url: `/api/tasks/${b.id}/move`, payload: { section: 'today', index: 0 } });
    await owner.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 7 } });
    await owner.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Europe/Paris' } });
  }

  // Ids are new in the account a file is imported into; everything else must match. A task's
  // routine is named by the routine's text instead of its id.
  const withoutIds = (document: DayflowExport) => ({
    ...document,
    tasks: document.tasks.map(({ id: _id, routineId, ...rest }) => ({
      ...rest,
      routine: document.routines?.find((routine) => routine.id === routineId)?.text,
    })),
    recentlyDeleted: document.recentlyDeleted?.map(({ id: _id, ...rest }) => rest),
    routines: document.routines?.map(({ id: _id, ...rest }) => rest),
  });

  /** What opening the planner does before anyone can import: report the zone, count the day. */
  async function openPlanner(owner: SignedInUser) {
    await putSettings(owner, { timeZone: 'Europe/Paris' });
    await owner.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Europe/Paris' } });
  }

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
    // The export names a reminder only when a task has one, and no version (this account's
    // change counter means nothing in another).
    // Likewise a day: only Later's tasks have one.
    const listed = (await listTasksAs(user)).map(({ remindAt, reminderMissed: _m, version: _v, day, ...task }) => ({
      ...task,
      ...(day && { day }),
      ...(remindAt && { remindAt }),
    }));
    expect(document.tasks.find((task) => task.text === 'Dentist')).toMatchObject({
      section: 'later',
      day: '2026-05-28',
    });
    expect(document.tasks).toEqual(listed);
    expect(document.settings).toEqual({ timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] });
    expect(document.routines?.map((r) => [r.text, r.priority, r.weekdays, r.paused])).toEqual([
      ['Stretch', 'Low', [1, 3, 5], false],
      ['Water the plants', 'Medium', [0], true],
    ]);
    expect(document.history).toEqual([{ date: '2026-05-20', completed: 1 }]);
    expect(document.recentlyDeleted?.map((t) => t.text)).toEqual(['Deleted idea']);
  });

  it('reproduces every section in a new account, and a second import adds nothing', async () => {
    await fillPlanner(user);
    // A routine made from a task: the task keeps its repeat mark in the new account.
    const callAda = (await listTasksAs(user)).find((task) => task.text === 'Call Ada')!;
    await createRoutineAs(user, { taskId: callAda.id, weekdays: [2] });
    clock += 86_400_000; // The next day: the streak grows to 2, History holds one day before today.
    await user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Europe/Paris' } });
    const file = (await exportAs(user)).body;
    const empty = await signUp(t.app);
    await openPlanner(empty);
    clock += 60_000;

    const preview = await postImport(empty, { kind: 'dayflow-json', text: file }, true);
    expect(preview.json()).toEqual({
      tasks: 5,
      lists: { brainDump: 1, today: 2, tomorrow: 1, later: 1 },
      completed: 1,
      dailyGoal: 7,
      streak: expect.objectContaining({ count: 2 }),
      routines: 3,
      settings: ['rollover', 'restDays'],
      historyDays: 1,
      recentlyDeleted: 1,
      skipped: { total: 0, entries: [] },
      notes: [],
      dates: { unread: 0, repeatedOnce: 0 },
      kept: { descriptions: 0, subTasks: 0, comments: 0, sections: 0 },
    });
    expect(await listTasksAs(empty)).toEqual([]);

    const imported = await importAs(empty, { kind: 'dayflow-json', text: file });
    // The import answers what the preview said, and the user's version after it (one change).
    const { version } = (await empty.inject({ method: 'GET', url: '/api/tasks' })).json<{ version: number }>();
    expect(version).toBe(1);
    expect(imported).toEqual({ ...preview.json(), version });
    const original = JSON.parse(file) as DayflowExport;
    const copy = (await exportAs(empty)).json<DayflowExport>();
    expect(withoutIds(copy)).toEqual({ ...withoutIds(original), exportedAt: clock });
    // The comparison covers notes and checklists: these are the ones the file carried.
    expect(copy.tasks.find((task) => task.text.startsWith('Buy milk'))).toMatchObject({
      notes: 'The shop on the corner\n\nhttps://example.com/list  ',
      checklist: [
        { id: 'z-last-made', text: 'Oat milk', done: true },
        { id: 'a-first-made', text: 'Bread, "sourdough"', done: false },
      ],
    });
    expect(copy.recentlyDeleted?.[0]).toMatchObject({ text: 'Deleted idea', notes: 'Kept while deleted' });
    expect(copy.tasks.find((task) => task.text === 'Call Ada')?.routineId).toBe(
      copy.routines?.find((routine) => routine.text === 'Call Ada')?.id,
    );
    expect(copy.streak).toMatchObject({ count: 2, best: 2 });

    const again = await importAs(empty, { kind: 'dayflow-json', text: file });
    expect(again).toMatchObject({ tasks: 0, routines: 0, settings: [], historyDays: 0, recentlyDeleted: 0 });
    // 4 tasks, 1 deleted task, 3 routines, 1 day of history, goal, streak.
    expect(again.skipped.total).toBe(12);
    expect(again.skipped.entries).toContainEqual({
      where: 'tasks.0',
      reason: 'already in your planner (imported before)',
    });
    expect(again.skipped.entries).toContainEqual({ where: 'goal', reason: 'your account already has a daily goal' });
    expect(again.skipped.entries).toContainEqual({
      where: 'streak',
      reason: 'your account already has a streak of its own',
    });
    expect(await listTasksAs(empty)).toHaveLength(5);
  });

  it('merges into a used account, keeping its own settings, history and streak, with a reason for each', async () => {
    await fillPlanner(user);
    const file = (await exportAs(user)).body;
    const used = await signUp(t.app);
    await putSettings(used, { timeZone: 'Asia/Tokyo', restDays: [5] });
    await used.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Asia/Tokyo' } });
    const done = await createTaskAs(used, { text: 'Mine', section: 'today' });
    await used.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    await createRoutineAs(used, { text: 'Stretch', weekdays: [5, 3, 1] });

    const summary = await importAs(used, { kind: 'dayflow-json', text: file });
    expect(summary).toMatchObject({ tasks: 5, routines: 1, settings: ['rollover'], historyDays: 0, streak: null });
    expect(summary.skipped.entries).toEqual([
      { where: 'routines.0', reason: 'already one of your routines (same text and days)' },
      {
        where: 'settings.timeZone',
        reason: 'your account uses Asia/Tokyo; choose Europe/Paris in Settings if you want it',
      },
      { where: 'settings.restDays', reason: 'your account has its own rest days' },
      // Tokyo is already on the 20th's evening too: the same local date as the file's day.
      { where: 'history.0', reason: 'History already counts 1 completed on 2026-05-20' },
      { where: 'streak', reason: 'your account already has a streak of its own' },
    ]);
    expect((await exportAs(used)).json<DayflowExport>().settings).toEqual({
      timeZone: 'Asia/Tokyo',
      rollover: false,
      restDays: [5],
    });
  });

  it('fills a day of History whose only completion was undone, as the preview said', async () => {
    const source = await signUp(t.app);
    const done = await createTaskAs(source, { text: 'Counted', section: 'today' });
    await source.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    const file = (await exportAs(source)).body;
    const undone = await createTaskAs(user, { text: 'Undone', section: 'today' });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${undone.id}`, payload: { completed: true } });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${undone.id}`, payload: { completed: false } });

    expect((await postImport(user, { kind: 'dayflow-json', text: file }, true)).json()).toMatchObject({
      historyDays: 1,
    });
    expect(await importAs(user, { kind: 'dayflow-json', text: file })).toMatchObject({ historyDays: 1 });
    expect((await exportAs(user)).json<DayflowExport>().history).toEqual([{ date: '2026-05-20', completed: 1 }]);
  });

  it("recognises an account's own export: importing it back adds nothing", async () => {
    await fillPlanner(user);
    const summary = await importAs(user, { kind: 'dayflow-json', text: (await exportAs(user)).body });
    expect(summary.tasks).toBe(0);
    expect(await listTasksAs(user)).toHaveLength(5);
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
    const pack = await createTaskAs(user, { text: 'Pack: tent, "stove"', section: 'tomorrow' });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${pack.id}`, payload: { notes: '=HYPERLINK("x")\nline 2' } });
    await createTaskAs(user, { text: 'Dentist', section: 'later', day: '2026-05-28' });
    const response = await exportAs(user, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="dayflow-tasks-2026-05-20.csv"');
    const parsed = parseCsv(response.body);
    expect(parsed.records.map((r) => r.fields)).toEqual([
      ['text', 'list', 'priority', 'completed', 'created', 'updated', 'day', 'notes'],
      ["'=cmd|' /C calc'!A0", 'Today', 'High', 'false', '2026-05-20T09:00:00.000Z', '2026-05-20T09:00:00.000Z', '', ''],
      [
        'Pack: tent, "stove"',
        'Tomorrow',
        'Medium',
        'false',
        '2026-05-20T09:00:00.000Z',
        '2026-05-20T09:00:00.000Z',
        '',
        '\'=HYPERLINK("x")\nline 2',
      ],
      ['Dentist', 'Later', 'Medium', 'false', '2026-05-20T09:00:00.000Z', '2026-05-20T09:00:00.000Z', '2026-05-28', ''],
    ]);
  });

  it('refuses an unknown export format naming the field', async () => {
    const response = await exportAs(user, 'xml' as 'csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'format' });
  });
});
