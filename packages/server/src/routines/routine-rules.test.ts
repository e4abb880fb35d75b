import { describe, expect, it } from 'vitest';
import { addDays, type Routine } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listTasksAs } from '../../test/support/tasks';
import { sweepDays } from '../daily-loop';
import { completeTask, createRoutineAs, putSettings } from '../../test/support/days';
import { exportAs, importAs } from '../../test/support/transfer';

const DAY = 86_400_000;
// Sunday 14 June 2026, 19:00 in Los Angeles; its midnights fall at 07:00 UTC all summer.
const SUNDAY = Date.UTC(2026, 5, 15, 2);
const MONDAY_MIDNIGHT = Date.UTC(2026, 5, 15, 7);

describe('routines by rule', () => {
  let now = SUNDAY;
  const t = useTestApp({ now: () => now });
  const routineUrl = (id: string) => `/api/routines/${id}`;

  async function laUser(): Promise<SignedInUser> {
    now = SUNDAY;
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'America/Los_Angeles' });
    return user;
  }
  const patch = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
    user.inject({ method: 'PATCH', url: routineUrl(id), payload });

  it('keeps a rule in one spelling from the user’s today, and changes it, its first day or back to weekdays', async () => {
    const user = await laUser();
    const bins = await createRoutineAs(user, { text: 'Bins out', rrule: 'rrule:freq=weekly;byday=tu;interval=2' });
    expect(bins).toMatchObject({
      text: 'Bins out',
      weekdays: [2],
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      // Sunday evening in Los Angeles, already Monday in UTC.
      startsOn: '2026-06-14',
    });
    expect((await user.inject({ method: 'GET', url: routineUrl(bins.id) })).json()).toEqual(bins);

    const monthly = await patch(user, bins.id, { rrule: 'FREQ=MONTHLY;BYMONTHDAY=31' });
    expect(monthly.json()).toMatchObject({ weekdays: [], rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startsOn: '2026-06-14' });
    const moved = await patch(user, bins.id, { startsOn: '2026-07-01' });
    expect(moved.json()).toMatchObject({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startsOn: '2026-07-01' });
    const weekdays = await patch(user, bins.id, { weekdays: [1, 4] });
    expect(weekdays.json()).toMatchObject({ weekdays: [1, 4], rrule: 'FREQ=WEEKLY;BYDAY=MO,TH', startsOn: null });
    // A first day means nothing to a weekday routine: it stays without one.
    expect((await patch(user, bins.id, { startsOn: '2026-07-01' })).json()).toMatchObject({ startsOn: null });
  });

  it('stores a rule that only names weekdays every week as a weekday routine', async () => {
    const user = await laUser();
    expect(await createRoutineAs(user, { text: 'Gym', rrule: 'FREQ=WEEKLY;BYDAY=WE,MO' })).toMatchObject({
      weekdays: [1, 3],
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      startsOn: null,
    });
    expect(await createRoutineAs(user, { text: 'Walk', rrule: 'FREQ=DAILY', startsOn: '2026-06-20' })).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      rrule: 'FREQ=DAILY',
      startsOn: null,
    });
    expect(
      await createRoutineAs(user, { text: 'Rent', rrule: 'FREQ=MONTHLY;BYMONTHDAY=1', startsOn: '2026-07-01' }),
    ).toMatchObject({ weekdays: [], rrule: 'FREQ=MONTHLY;BYMONTHDAY=1', startsOn: '2026-07-01' });
  });

  it.each([
    { name: 'a COUNT', payload: { text: 'x', rrule: 'FREQ=DAILY;COUNT=3' }, field: 'rrule' },
    { name: 'an UNTIL', payload: { text: 'x', rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T000000Z' }, field: 'rrule' },
    { name: 'an hourly rule', payload: { text: 'x', rrule: 'FREQ=HOURLY' }, field: 'rrule' },
    { name: 'two days of the month', payload: { text: 'x', rrule: 'FREQ=MONTHLY;BYMONTHDAY=1,15' }, field: 'rrule' },
    { name: 'words', payload: { text: 'x', rrule: 'every other tuesday' }, field: 'rrule' },
    { name: 'a number', payload: { text: 'x', rrule: 5 }, field: 'rrule' },
    { name: 'weekdays and a rule', payload: { text: 'x', weekdays: [1], rrule: 'FREQ=DAILY' }, field: 'rrule' },
    {
      name: 'a first day that is no date',
      payload: { text: 'x', rrule: 'FREQ=DAILY;INTERVAL=2', startsOn: '2026-02-30' },
      field: 'startsOn',
    },
    {
      name: 'a first day in 1970',
      payload: { text: 'x', rrule: 'FREQ=DAILY;INTERVAL=2', startsOn: '1970-01-01' },
      field: 'startsOn',
    },
  ])('refuses a create with $name: 400 naming $field', async ({ payload, field }) => {
    const user = await laUser();
    const res = await user.inject({ method: 'POST', url: '/api/routines', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, error: expect.stringContaining(field) });
    expect((await user.inject({ method: 'GET', url: '/api/routines' })).json()).toEqual({ routines: [] });
  });

  it('refuses an edit to a rule it does not offer, naming rrule, and leaves the routine as it was', async () => {
    const user = await laUser();
    const routine = await createRoutineAs(user, { text: 'x', rrule: 'FREQ=DAILY;INTERVAL=2' });
    const res = await patch(user, routine.id, { rrule: 'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'rrule' });
    expect((await user.inject({ method: 'GET', url: routineUrl(routine.id) })).json()).toEqual(routine);
    expect((await patch(user, crypto.randomUUID(), { startsOn: '2026-07-01' })).statusCode).toBe(404);
  });

  it('over 60 days, copies each rule on its days only, once, and never back-fills days the server was down', async () => {
    const user = await laUser();
    const made = (r: Routine) => r;
    const routines = [
      made(
        await createRoutineAs(user, { text: 'Bins', rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', startsOn: '2026-06-16' }),
      ),
      made(await createRoutineAs(user, { text: 'Rent', rrule: 'FREQ=MONTHLY;BYMONTHDAY=31' })),
      made(await createRoutineAs(user, { text: 'Club', rrule: 'FREQ=MONTHLY;BYDAY=2TU' })),
      made(await createRoutineAs(user, { text: 'Plants', weekdays: [4] })),
    ];
    expect(routines.map((r) => r.rrule)).toEqual([
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=MONTHLY;BYDAY=2TU',
      'FREQ=WEEKLY;BYDAY=TH',
    ]);
    // Down from Monday 13 July to Wednesday the 15th, and from Thursday 30 July to Saturday 1 August.
    const down = new Set(['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-30', '2026-07-31', '2026-08-01']);
    const copies: string[] = [];
    for (let d = 0; d < 60; d += 1) {
      const day = addDays('2026-06-15', d);
      if (down.has(day)) continue;
      now = MONDAY_MIDNIGHT + d * DAY + 60_000;
      await sweepDays(t.app);
      await sweepDays(t.app); // a second sweep of the same day adds nothing
      now += 3_600_000;
      for (const task of (await listTasksAs(user)).filter((x) => !x.completed)) {
        copies.push(`${day} ${task.text}`);
        await completeTask(user, task.id);
      }
    }
    const thursdays = Array.from({ length: 9 }, (_, i) => addDays('2026-06-18', 7 * i)).filter((d) => !down.has(d));
    expect(copies.sort()).toEqual(
      [
        '2026-06-16 Bins',
        '2026-06-30 Bins',
        '2026-06-30 Rent',
        // 14 July (Bins, and Club's 2nd Tuesday) and 31 July (Rent) fell in the downtime.
        '2026-07-28 Bins',
        '2026-08-11 Bins',
        '2026-08-11 Club',
        ...thursdays.map((d) => `${d} Plants`),
      ].sort(),
    );
  }, 60_000); // sixty day starts, each sweeping every user of this file

  it('keeps one open copy when a rule’s copy is left undone until its next day', async () => {
    const user = await laUser();
    await createRoutineAs(user, { text: 'Water', rrule: 'FREQ=DAILY;INTERVAL=2', startsOn: '2026-06-15' });
    for (let d = 0; d < 5; d += 1) {
      now = MONDAY_MIDNIGHT + d * DAY + 60_000;
      await sweepDays(t.app);
    }
    expect((await listTasksAs(user)).map((task) => task.text)).toEqual(['Water']);
  });

  it('makes Todoist’s recurring dates rule routines from the import day, and an export carries them', async () => {
    const user = await laUser();
    const csv = [
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
      'task,Bins out,,4,1,,,every other week,en,',
      'task,Pay rent,,1,1,,,every month on the 1st,en,',
      'task,Gym,,4,1,,,every monday,en,',
    ].join('\r\n');
    const summary = await importAs(user, { kind: 'todoist-csv', text: csv, timeZone: 'America/Los_Angeles' });
    expect(summary.routines).toBe(3);
    const listed = (u: SignedInUser) =>
      u.inject({ method: 'GET', url: '/api/routines' }).then((r) => r.json<{ routines: Routine[] }>().routines);
    const rhythms = (routines: Routine[]) => routines.map((r) => [r.text, r.rrule, r.startsOn]);
    // Imported on Sunday 14 June in Los Angeles: every other week falls on Sundays from then.
    expect(rhythms(await listed(user))).toEqual([
      ['Bins out', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU', '2026-06-14'],
      ['Pay rent', 'FREQ=MONTHLY;BYMONTHDAY=1', '2026-06-14'],
      ['Gym', 'FREQ=WEEKLY;BYDAY=MO', null],
    ]);

    const file = (await exportAs(user)).body;
    const other = await laUser();
    expect((await importAs(other, { kind: 'dayflow-json', text: file })).routines).toBe(3);
    expect(rhythms(await listed(other))).toEqual(rhythms(await listed(user)));
    // The same file again adds no routine twice, rules included.
    expect((await importAs(other, { kind: 'dayflow-json', text: file })).routines).toBe(0);
  });
});
