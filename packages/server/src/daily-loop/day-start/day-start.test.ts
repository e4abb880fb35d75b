import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  signUp,
  type SignedInUser,
  type TestDatabase,
} from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../../test/support/live-client';
import { listTasksAs } from '../../../test/support/tasks';
import { completeTask, createRoutineAs, getDay, picture, putSettings, seedTasks } from '../../../test/support/days';
import { sweepDays } from './day-sweep';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles'; // UTC−7 in June
const AUCKLAND = 'Pacific/Auckland'; // UTC+12 in June
// 2026-06-15 02:00 UTC: the 14th (19:00) in Los Angeles, the 15th (14:00) in Auckland.
const START = Date.UTC(2026, 5, 15, 2);
const LA_MIDNIGHT = Date.UTC(2026, 5, 15, 7); // LA enters the 15th
const AUCKLAND_MIDNIGHT = Date.UTC(2026, 5, 15, 12); // Auckland enters the 16th

describe('day start: rollover at each user’s local midnight', () => {
  let now = START;
  const sockets: LiveClient[] = [];
  const t = useTestApp({ now: () => now });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.socket.close();
  });

  async function userIn(zone: string): Promise<SignedInUser> {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: zone });
    return user;
  }

  it('moves each user’s open Tomorrow tasks after Today’s at their own midnight, once', async () => {
    now = START;
    const la = await userIn(LA);
    const nz = await userIn(AUCKLAND);
    for (const user of [la, nz]) {
      await seedTasks(user, 'today', 'T1', 'T2');
      const [, done] = await seedTasks(user, 'tomorrow', 'M1', 'M-done', 'M2');
      await completeTask(user, done!.id);
      await seedTasks(user, 'brainDump', 'B1');
    }
    const before = ['B1@brainDump', 'T1@today', 'T2@today', 'M1@tomorrow', 'M-done@tomorrow✓', 'M2@tomorrow'];
    const after = ['B1@brainDump', 'T1@today', 'T2@today', 'M1@today', 'M2@today', 'M-done@tomorrow✓'];

    now = LA_MIDNIGHT - 1;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(la))).toEqual(before);

    now = LA_MIDNIGHT;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(la))).toEqual(after);
    expect(picture(await listTasksAs(nz))).toEqual(before);

    now = AUCKLAND_MIDNIGHT - 1;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(nz))).toEqual(before);
    now = AUCKLAND_MIDNIGHT;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(nz))).toEqual(after);

    // A Tomorrow task added after the day started waits for the next midnight.
    await seedTasks(la, 'tomorrow', 'M3');
    now = AUCKLAND_MIDNIGHT + HOUR;
    expect(await sweepDays(t.app)).toBe(0);
    expect(picture(await listTasksAs(la))).toContain('M3@tomorrow');
    const starts = await t.app.db
      .selectFrom('day_starts')
      .select(['uid', 'local_date'])
      .where('uid', 'in', [la.id, nz.id])
      .execute();
    expect(starts.map((s) => `${s.uid === la.id ? 'la' : 'nz'} ${s.local_date}`).sort()).toEqual([
      'la 2026-06-15',
      'nz 2026-06-16',
    ]);
  });

  it('starts the day before a list is served, without any sweep', async () => {
    now = START;
    const la = await userIn(LA);
    await seedTasks(la, 'tomorrow', 'M1');
    now = LA_MIDNIGHT + 5 * HOUR;
    expect(picture(await listTasksAs(la))).toEqual(['M1@today']);
    expect(await sweepDays(t.app)).toBe(0);
  });

  it('starts the day before a live snapshot is sent', async () => {
    now = START;
    const la = await userIn(LA);
    const [m1] = await seedTasks(la, 'tomorrow', 'M1');
    now = LA_MIDNIGHT + HOUR;
    const socket = await openLive(await listenForSockets(t.app), { cookie: la.cookie });
    sockets.push(socket);
    const snapshot = await socket.take('snapshot');
    expect(snapshot.tasks.map((task) => [task.id, task.section])).toEqual([[m1!.id, 'today']]);
  });

  it('tells open sockets: the moved tasks, then the new day', async () => {
    now = START;
    const la = await userIn(LA);
    await seedTasks(la, 'today', 'T1');
    const [m1] = await seedTasks(la, 'tomorrow', 'M1');
    const socket = await openLive(await listenForSockets(t.app), { cookie: la.cookie });
    sockets.push(socket);
    await socket.take('snapshot');
    now = LA_MIDNIGHT;
    await sweepDays(t.app);
    const changes = await socket.take('changes');
    expect(changes.upserts.map((task) => [task.id, task.section, task.order])).toEqual([[m1!.id, 'today', 1]]);
    const day = await socket.take('day');
    expect(day.day.today).toBe('2026-06-15');
    expect(socket.tasks.get(m1!.id)?.section).toBe('today');
  });

  it('leaves Tomorrow alone when rollover is off, and still starts the day', async () => {
    now = START;
    const la = await userIn(LA);
    await putSettings(la, { rollover: false });
    await seedTasks(la, 'tomorrow', 'M1');
    now = LA_MIDNIGHT;
    expect(await sweepDays(t.app)).toBeGreaterThanOrEqual(1);
    expect(picture(await listTasksAs(la))).toEqual(['M1@tomorrow']);
    expect((await getDay(la)).today).toBe('2026-06-15');
  });

  it('counts the days an open Today task has been carried over', async () => {
    now = START;
    const la = await userIn(LA);
    const [kept, done, away] = await seedTasks(la, 'today', 'kept', 'done', 'away');
    const [arriving] = await seedTasks(la, 'tomorrow', 'arriving');
    now = LA_MIDNIGHT;
    await sweepDays(t.app);
    await completeTask(la, done!.id);
    const moved = await la.inject({
      method: 'POST',
      url: `/api/tasks/${away!.id}/move`,
      payload: { section: 'brainDump', index: 0 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await getDay(la)).toEqual({
      today: '2026-06-15',
      carriedOver: [{ taskId: kept!.id, days: 1 }],
    });
    now = LA_MIDNIGHT + 24 * HOUR;
    await sweepDays(t.app);
    const day = await getDay(la);
    expect(day.today).toBe('2026-06-16');
    expect(day.carriedOver.sort((a, b) => a.days - b.days)).toEqual([
      { taskId: arriving!.id, days: 1 },
      { taskId: kept!.id, days: 2 },
    ]);
  });

  it('does not start a day again after a zone change west, and starts the next one on time', async () => {
    now = START;
    const user = await userIn(AUCKLAND); // on the 15th
    await seedTasks(user, 'tomorrow', 'M1');
    now = AUCKLAND_MIDNIGHT; // the 16th in Auckland, the 15th in LA
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['M1@today']);
    await seedTasks(user, 'tomorrow', 'M2');
    await putSettings(user, { timeZone: LA });
    expect(picture(await listTasksAs(user))).toEqual(['M1@today', 'M2@tomorrow']);
    // LA reaches the 16th at 07:00 UTC on the 16th: already started in Auckland, so nothing moves.
    now = Date.UTC(2026, 5, 16, 7);
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['M1@today', 'M2@tomorrow']);
    now = Date.UTC(2026, 5, 17, 7); // LA's 17th
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['M1@today', 'M2@today']);
  });

  it('starts no day for a user whose zone is unknown', async () => {
    now = START;
    const user = await signUp(t.app);
    await seedTasks(user, 'tomorrow', 'M1');
    now = START + 3 * 24 * HOUR;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['M1@tomorrow']);
    expect(await getDay(user)).toEqual({ today: null, carriedOver: [] });
  });

  it('creates due routine copies once per day, in Today after the moved tasks', async () => {
    now = START; // Sunday the 14th in LA
    const la = await userIn(LA);
    await seedTasks(la, 'tomorrow', 'M1');
    // Copies follow the routines' creation order, so each is made a moment after the last.
    await createRoutineAs(la, { text: 'Stretch', weekdays: [0, 1, 2, 3, 4, 5, 6] });
    now += 1;
    await createRoutineAs(la, { text: 'Standup', priority: 'High', weekdays: [1, 2, 3, 4, 5] });
    now += 1;
    await createRoutineAs(la, { text: 'Sunday review', weekdays: [0] });
    now = LA_MIDNIGHT; // Monday the 15th
    await sweepDays(t.app);
    await sweepDays(t.app);
    expect(picture(await listTasksAs(la))).toEqual(['M1@today', 'Stretch@today', 'Standup@today']);
    expect((await listTasksAs(la)).find((task) => task.text === 'Standup')?.priority).toBe('High');
  });
});

describe('day start after downtime', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.each([
    { name: 'one day', days: 1, today: '2026-06-15', carried: 1 },
    { name: 'several days', days: 4, today: '2026-06-18', carried: 4 },
  ])('after $name down, starts once on start: one rollover, each routine once', async ({ days, today, carried }) => {
    let now = START;
    const before = await buildTestApp({ now: () => now }, {}, database);
    const user = await signUp(before.app);
    await putSettings(user, { timeZone: LA });
    const [left] = await seedTasks(user, 'today', 'left open');
    await seedTasks(user, 'tomorrow', 'M1');
    await createRoutineAs(user, { text: 'Stretch', weekdays: [0, 1, 2, 3, 4, 5, 6] });
    await before.close();

    now = LA_MIDNIGHT + (days - 1) * 24 * HOUR + 2 * HOUR;
    const after = await buildTestApp({ now: () => now, backgroundJobs: true }, {}, database);
    try {
      const relogged: SignedInUser = {
        ...user,
        inject: (options) => after.app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } }),
      };
      await expect
        .poll(
          async () =>
            (await after.app.db.selectFrom('day_starts').select('local_date').where('uid', '=', user.id).execute())
              .length,
        )
        .toBe(1);
      expect(picture(await listTasksAs(relogged))).toEqual(['left open@today', 'M1@today', 'Stretch@today']);
      expect(await getDay(relogged)).toEqual({ today, carriedOver: [{ taskId: left!.id, days: carried }] });
    } finally {
      await after.close();
    }
  });
});
