import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { taskQuotaMessage, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { picture, putSettings, seedTasks } from '../../test/support/days';
import { postImport } from '../../test/support/transfer';

// 2026-06-15 02:00 UTC: 19:00 on the 14th in Los Angeles, already the 15th in UTC.
const START = Date.UTC(2026, 5, 15, 2);
const LA = 'America/Los_Angeles';

describe('Later: a task planned for a day after tomorrow', () => {
  let now = START;
  const t = useTestApp({ now: () => now, maxTasksPerUser: 8 });
  let user: SignedInUser;
  beforeEach(async () => {
    now = START;
    user = await signUp(t.app);
    await putSettings(user, { timeZone: LA });
  });

  const create = (body: Record<string, unknown>) =>
    user.inject({ method: 'POST', url: '/api/tasks', payload: { id: crypto.randomUUID(), text: 'x', ...body } });
  const move = (id: string, body: Record<string, unknown>) =>
    user.inject({ method: 'POST', url: `/api/tasks/${id}/move`, payload: body });

  it('creates a Later task on a day after tomorrow in the user’s zone, and lists it with its day', async () => {
    // The 16th is the day after tomorrow in Los Angeles (the 14th), though only tomorrow in UTC.
    const res = await create({ text: 'Dentist', section: 'later', day: '2026-06-16' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Task>()).toMatchObject({ section: 'later', day: '2026-06-16', order: 0 });
    const other = await createTaskAs(user, { text: 'Today', section: 'today' });
    expect(other.day).toBeNull();
    expect(picture(await listTasksAs(user))).toEqual(['Today@today', 'Dentist@later:2026-06-16']);
  });

  it.each([
    ['a Later task without a day', { section: 'later' }, 'day'],
    ['a day that is tomorrow', { section: 'later', day: '2026-06-15' }, 'day'],
    ['a day that is today', { section: 'later', day: '2026-06-14' }, 'day'],
    ['a day in the past', { section: 'later', day: '2025-12-31' }, 'day'],
    ['a day that is no date', { section: 'later', day: '2026-02-29' }, 'day'],
    ['a day on another list', { section: 'today', day: '2026-06-20' }, 'day'],
    ['an unknown list', { section: 'someday', day: '2026-06-20' }, 'section'],
  ])('refuses %s with 400 naming %s', async (_what, body, field) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json<{ error: string }>().error).toMatch(new RegExp(`^${field}: `));
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('says which day is the first Later takes', async () => {
    const res = await create({ section: 'later', day: '2026-06-15' });
    expect(res.json()).toEqual({
      error: 'day: must be after tomorrow (2026-06-16 or later); today is 2026-06-14, so plan it in Today or Tomorrow',
      field: 'day',
    });
  });

  it('moves to a day (to its end, or to a place in it), between days, and out of Later without the day', async () => {
    const [a, b] = await seedTasks(user, 'today', 'a', 'b');
    const p = await createTaskAs(user, { text: 'p', section: 'later', day: '2026-06-20' });
    expect((await move(a!.id, { section: 'later', day: '2026-06-20' })).statusCode).toBe(200);
    const moved = await move(b!.id, { section: 'later', day: '2026-06-20', index: 0 });
    expect(moved.json<{ tasks: Task[] }>().tasks).toEqual([
      expect.objectContaining({ id: b!.id, section: 'later', day: '2026-06-20' }),
    ]);
    expect(picture(await listTasksAs(user))).toEqual([
      'b@later:2026-06-20',
      'p@later:2026-06-20',
      'a@later:2026-06-20',
    ]);

    await move(p.id, { section: 'later', day: '2026-06-18', index: 0 });
    await move(a!.id, { section: 'tomorrow', index: 0 });
    expect(picture(await listTasksAs(user))).toEqual(['a@tomorrow', 'p@later:2026-06-18', 'b@later:2026-06-20']);
    expect((await listTasksAs(user)).find((task) => task.id === a!.id)?.day).toBeNull();
  });

  it.each([
    ['to Later without a day', { section: 'later', index: 0 }, 'day'],
    ['to Later on tomorrow', { section: 'later', day: '2026-06-15' }, 'day'],
    ['to Today with a day', { section: 'today', day: '2026-06-20', index: 0 }, 'day'],
    ['to Today without a place', { section: 'today' }, 'index'],
  ])('refuses a move %s with 400 naming %s', async (_what, body, field) => {
    const [a] = await seedTasks(user, 'brainDump', 'a');
    const res = await move(a!.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(picture(await listTasksAs(user))).toEqual(['a@brainDump']);
  });

  it('refuses a day in a change of fields, naming it: a task is planned by a move', async () => {
    const later = await createTaskAs(user, { section: 'later', day: '2026-06-20' });
    const res = await user.inject({ method: 'PATCH', url: `/api/tasks/${later.id}`, payload: { day: '2026-06-21' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'day' });
    // Other changes work on a Later task as on any other, and keep its day.
    const done = await user.inject({ method: 'PATCH', url: `/api/tasks/${later.id}`, payload: { completed: true } });
    expect(done.json()).toMatchObject({ completed: true, section: 'later', day: '2026-06-20' });
  });

  it('counts Later tasks in the quota', async () => {
    for (let i = 0; i < 8; i++) await createTaskAs(user, { text: `p${i}`, section: 'later', day: '2026-06-20' });
    const over = await create({ section: 'later', day: '2026-06-21' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: taskQuotaMessage(8), field: 'tasks' });
  });

  it('undo: a move out of Later is undone by a move back naming its day; a delete by a restore', async () => {
    const [x] = await seedTasks(user, 'tomorrow', 'x');
    const p = await createTaskAs(user, { text: 'p', section: 'later', day: '2026-06-20' });
    const q = await createTaskAs(user, { text: 'q', section: 'later', day: '2026-06-20' });
    const before = picture(await listTasksAs(user));
    await move(p.id, { section: 'tomorrow', index: 0 });
    await move(p.id, { section: 'later', day: '2026-06-20', index: 0 });
    expect(picture(await listTasksAs(user))).toEqual(before);

    await user.inject({ method: 'DELETE', url: `/api/tasks/${q.id}` });
    const restored = await user.inject({ method: 'POST', url: `/api/tasks/${q.id}/restore` });
    expect(restored.json()).toMatchObject({ section: 'later', day: '2026-06-20' });
    expect(picture(await listTasksAs(user))).toEqual(before);
    expect(x).toBeDefined();
  });

  it('restores a Later task whose day came near while it was deleted where the day start would have put it', async () => {
    const p = await createTaskAs(user, { text: 'p', section: 'later', day: '2026-06-17' });
    await user.inject({ method: 'DELETE', url: `/api/tasks/${p.id}` });
    now = Date.UTC(2026, 5, 16, 8); // 01:00 on the 16th in Los Angeles: the 17th is tomorrow
    const restored = await user.inject({ method: 'POST', url: `/api/tasks/${p.id}/restore` });
    expect(restored.json()).toMatchObject({ section: 'tomorrow', day: null });
  });

  it('imports an export’s Later tasks on their day, and brings those whose day has come', async () => {
    const file = JSON.stringify({
      format: 'dayflow-export',
      version: 1,
      exportedAt: START,
      tasks: [
        {
          id: 'a',
          text: 'Ahead',
          priority: 'Medium',
          completed: false,
          section: 'later',
          day: '2026-06-30',
          order: 0,
          createdAt: 1,
          updatedAt: 1,
        },
        {
          id: 'b',
          text: 'Due',
          priority: 'Medium',
          completed: false,
          section: 'later',
          day: '2026-06-01',
          order: 0,
          createdAt: 1,
          updatedAt: 1,
        },
        {
          id: 'c',
          text: 'Tomorrow’s',
          priority: 'Medium',
          completed: false,
          section: 'later',
          day: '2026-06-15',
          order: 1,
          createdAt: 1,
          updatedAt: 1,
        },
      ],
    });
    const res = await postImport(user, { kind: 'dayflow-json', text: file });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tasks: 3, lists: { brainDump: 0, today: 1, tomorrow: 1, later: 1 } });
    expect(picture(await listTasksAs(user))).toEqual(['Due@today', 'Tomorrow’s@tomorrow', 'Ahead@later:2026-06-30']);
  });

  it('refuses an export whose Later task has no day, naming it', async () => {
    const file = JSON.stringify({
      format: 'dayflow-export',
      version: 1,
      exportedAt: START,
      tasks: [
        {
          id: 'a',
          text: 'A',
          priority: 'Medium',
          completed: false,
          section: 'later',
          order: 0,
          createdAt: 1,
          updatedAt: 1,
        },
      ],
    });
    const res = await postImport(user, { kind: 'dayflow-json', text: file });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'tasks.0.day' });
  });
});
