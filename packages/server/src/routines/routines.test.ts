import { describe, expect, it } from 'vitest';
import type { Routine } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { sweepDays } from '../daily-loop';
import { completeTask, createRoutineAs, getDay, picture, putSettings } from '../../test/support/days';

const DAY = 86_400_000;
// Midnight in Los Angeles starting Monday 2026-06-15; the user signs up on Sunday the 14th.
const SUNDAY = Date.UTC(2026, 5, 15, 2);
const MONDAY = Date.UTC(2026, 5, 15, 7);

describe('routines API', () => {
  let now = SUNDAY;
  const t = useTestApp({ now: () => now });

  const routineUrl = (id: string) => `/api/routines/${id}`;
  async function laUser(): Promise<SignedInUser> {
    now = SUNDAY;
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'America/Los_Angeles' });
    return user;
  }

  it('turns a task into a routine and lists, reads, edits, pauses and deletes it', async () => {
    const user = await laUser();
    const task = await createTaskAs(user, { text: 'Water the plants', priority: 'Low', section: 'today' });
    const routine = await createRoutineAs(user, { taskId: task.id, weekdays: [5, 1, 3] });
    expect(routine).toEqual({
      id: expect.any(String),
      text: 'Water the plants',
      priority: 'Low',
      weekdays: [1, 3, 5],
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      startsOn: null,
      paused: false,
      createdAt: SUNDAY,
      updatedAt: SUNDAY,
    });
    expect((await user.inject({ method: 'GET', url: '/api/routines' })).json()).toEqual({ routines: [routine] });
    expect((await user.inject({ method: 'GET', url: routineUrl(routine.id) })).json()).toEqual(routine);

    now = SUNDAY + 1000;
    const edited = await user.inject({
      method: 'PATCH',
      url: routineUrl(routine.id),
      payload: { text: 'Water the garden', weekdays: [0, 1, 2, 3, 4, 5, 6], paused: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Water the garden', weekdays: [0, 1, 2, 3, 4, 5, 6], paused: true });
    expect(edited.json<Routine>().updatedAt).toBe(SUNDAY + 1000);

    expect((await user.inject({ method: 'DELETE', url: routineUrl(routine.id) })).statusCode).toBe(204);
    expect((await user.inject({ method: 'GET', url: routineUrl(routine.id) })).statusCode).toBe(404);
    // The task it came from is the user's like any other.
    expect(picture(await listTasksAs(user))).toEqual(['Water the plants@today']);
  });

  it('creates from text, with Medium as the default priority', async () => {
    const user = await laUser();
    expect(await createRoutineAs(user, { text: '  Journal  ', weekdays: [0] })).toMatchObject({
      text: 'Journal',
      priority: 'Medium',
      weekdays: [0],
    });
  });

  it('puts one open copy in Today on each scheduled day only, never while paused', async () => {
    const user = await laUser();
    const weekly = await createRoutineAs(user, { text: 'Gym', weekdays: [1, 3] }); // Mon, Wed
    const days: string[][] = [];
    for (let d = 0; d < 4; d += 1) {
      now = MONDAY + d * DAY + 60_000; // Mon, Tue, Wed, Thu
      await sweepDays(t.app);
      await sweepDays(t.app);
      days.push(picture(await listTasksAs(user)));
      if (d === 2) {
        const pause = await user.inject({ method: 'PATCH', url: routineUrl(weekly.id), payload: { paused: true } });
        expect(pause.statusCode).toBe(200);
      }
    }
    expect(days).toEqual([
      ['Gym@today'],
      ['Gym@today'], // Monday's copy, carried over
      ['Gym@today'], // still open on Wednesday: carried again, not joined by a second copy
      ['Gym@today'],
    ]);
    now = MONDAY + 7 * DAY; // paused: the next Monday brings nothing
    await sweepDays(t.app);
    expect(await listTasksAs(user)).toHaveLength(1);
  });

  it('keeps one open copy of a routine left undone for a week, carried with its days', async () => {
    const user = await laUser();
    const routine = await createRoutineAs(user, { text: 'Stretch', weekdays: [1, 2, 3, 4, 5] });
    for (let d = 0; d < 7; d += 1) {
      now = MONDAY + d * DAY + 60_000;
      await sweepDays(t.app);
    }
    const tasks = await listTasksAs(user);
    expect(picture(tasks)).toEqual(['Stretch@today']);
    expect(tasks[0]).toMatchObject({ routineId: routine.id });
    // Made on Monday, open since: Sunday the 21st is its sixth day carried (the badge's ↻6).
    expect(await getDay(user)).toMatchObject({ carriedOver: [{ taskId: tasks[0]!.id, days: 6 }] });
  });

  it('adds a new copy once the last one is done', async () => {
    const user = await laUser();
    await createRoutineAs(user, { text: 'Run', weekdays: [0, 1, 2, 3, 4, 5, 6] });
    now = MONDAY + 60_000;
    await sweepDays(t.app);
    const [monday] = await listTasksAs(user);
    await completeTask(user, monday!.id);
    now = MONDAY + DAY + 60_000;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['Run@today✓', 'Run@today']);
  });

  it('marks the task a routine came from as the routine’s, which stands for its copy while open in Today', async () => {
    const user = await laUser();
    const task = await createTaskAs(user, { text: 'Floss', section: 'today' });
    const routine = await createRoutineAs(user, { taskId: task.id, weekdays: [1] });
    // Marking it is a change of the task like any other: its next version.
    expect((await listTasksAs(user))[0]).toEqual({ ...task, routineId: routine.id, version: 2 });
    now = MONDAY + 60_000;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['Floss@today']);
    // Deleting the routine takes the mark away; the task stays.
    await user.inject({ method: 'DELETE', url: routineUrl(routine.id) });
    expect(await listTasksAs(user)).toEqual([{ ...task, version: 3 }]);
  });

  it('tells the devices when a task gains or loses its repeat mark', async () => {
    const user = await laUser();
    const seen: unknown[] = [];
    // Listening before the task exists: on PostgreSQL the create's own message may arrive after
    // its answer, so it is expected first rather than raced.
    const stop = t.app.liveBus.subscribe(user.id, (d) => {
      if (d.kind === 'message' && d.message.type === 'changes') seen.push(d.message);
    });
    try {
      const task = await createTaskAs(user, { text: 'Call mum' });
      const routine = await createRoutineAs(user, { taskId: task.id, weekdays: [0] });
      await user.inject({ method: 'DELETE', url: routineUrl(routine.id) });
      await expect
        .poll(() => seen)
        .toEqual([
          { type: 'changes', upserts: [task], deletes: [], since: 0, version: 1 },
          {
            type: 'changes',
            upserts: [{ ...task, routineId: routine.id, version: 2 }],
            deletes: [],
            since: 1,
            version: 2,
          },
          { type: 'changes', upserts: [{ ...task, version: 3 }], deletes: [], since: 2, version: 3 },
        ]);
    } finally {
      stop();
    }
  });

  it('leaves existing copies alone when the routine is deleted', async () => {
    const user = await laUser();
    const routine = await createRoutineAs(user, { text: 'Read', weekdays: [1] });
    now = MONDAY;
    await sweepDays(t.app);
    expect((await listTasksAs(user))[0]).toMatchObject({ routineId: routine.id });
    expect((await user.inject({ method: 'DELETE', url: routineUrl(routine.id) })).statusCode).toBe(204);
    now = MONDAY + 7 * DAY;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['Read@today']);
    expect((await listTasksAs(user))[0]).not.toHaveProperty('routineId');
  });

  it.each([
    { name: 'no weekdays', payload: { text: 'x', weekdays: [] }, field: 'weekdays' },
    { name: 'missing weekdays', payload: { text: 'x' }, field: 'weekdays' },
    { name: 'a weekday of 7', payload: { text: 'x', weekdays: [7] }, field: 'weekdays.0' },
    { name: 'a repeated weekday', payload: { text: 'x', weekdays: [2, 2] }, field: 'weekdays' },
    { name: 'empty text', payload: { text: '  ', weekdays: [1] }, field: 'text' },
    { name: 'neither task nor text', payload: { weekdays: [1] }, field: 'text' },
    { name: 'both task and text', payload: { taskId: crypto.randomUUID(), text: 'x', weekdays: [1] }, field: 'text' },
    { name: 'a task id that is not one', payload: { taskId: 'temp-1', weekdays: [1] }, field: 'taskId' },
    { name: 'an unknown priority', payload: { text: 'x', priority: 'Urgent', weekdays: [1] }, field: 'priority' },
    { name: 'an unknown field', payload: { text: 'x', weekdays: [1], uid: 'me' }, field: 'uid' },
  ])('refuses a create with $name: 400 naming $field', async ({ payload, field }) => {
    const user = await laUser();
    const res = await user.inject({ method: 'POST', url: '/api/routines', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, error: expect.any(String) });
    expect((await user.inject({ method: 'GET', url: '/api/routines' })).json()).toEqual({ routines: [] });
  });

  it.each([
    { name: 'nothing to change', payload: {}, field: undefined },
    { name: 'no weekdays', payload: { weekdays: [] }, field: 'weekdays' },
    { name: 'paused as text', payload: { paused: 'yes' }, field: 'paused' },
    { name: 'an unknown field', payload: { createdAt: 1 }, field: 'createdAt' },
  ])('refuses an edit with $name', async ({ payload, field }) => {
    const user = await laUser();
    const routine = await createRoutineAs(user, { text: 'x', weekdays: [1] });
    const res = await user.inject({ method: 'PATCH', url: routineUrl(routine.id), payload });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json()).toMatchObject({ field });
  });

  it('keeps one user out of another’s routines and tasks', async () => {
    const a = await laUser();
    const b = await laUser();
    const task = await createTaskAs(a, { text: 'A’s secret' });
    const routine = await createRoutineAs(a, { text: 'A’s routine', weekdays: [1] });
    const fromTask = await b.inject({
      method: 'POST',
      url: '/api/routines',
      payload: { taskId: task.id, weekdays: [1] },
    });
    expect(fromTask.statusCode).toBe(404);
    expect(fromTask.json()).toMatchObject({ field: 'taskId' });
    expect((await b.inject({ method: 'GET', url: '/api/routines' })).json()).toEqual({ routines: [] });
    for (const request of [
      { method: 'GET', url: routineUrl(routine.id) },
      { method: 'PATCH', url: routineUrl(routine.id), payload: { paused: true } },
      { method: 'DELETE', url: routineUrl(routine.id) },
    ] as const) {
      const res = await b.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Routine not found' });
    }
    expect((await a.inject({ method: 'GET', url: routineUrl(routine.id) })).json()).toEqual(routine);
    now = MONDAY;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(b))).toEqual([]);
  });

  it('announces the routine list to the user’s devices after each change', async () => {
    const user = await laUser();
    const seen: unknown[] = [];
    // Only routine messages: on PostgreSQL the notification of the time-zone change made while
    // setting the user up can arrive after this subscription starts.
    const stop = t.app.liveBus.subscribe(user.id, (d) => {
      if (d.kind === 'message' && d.message.type === 'routines') seen.push(d);
    });
    try {
      const routine = await createRoutineAs(user, { text: 'Plan', weekdays: [1] });
      await user.inject({ method: 'DELETE', url: routineUrl(routine.id) });
      await expect
        .poll(() => seen)
        .toEqual([
          { kind: 'message', message: { type: 'routines', routines: [routine] } },
          { kind: 'message', message: { type: 'routines', routines: [] } },
        ]);
    } finally {
      stop();
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/routines' })).statusCode).toBe(401);
  });
});
