import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  onPostgres,
  signUp,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app';
import { createTaskAs, listTasksAs } from '../../../test/support/tasks';
import { createRoutineAs, picture, putSettings, seedTasks } from '../../../test/support/days';
import { sweepDays } from './day-sweep';

const USERS = 12;
const START = Date.UTC(2026, 5, 15, 2); // the 14th in Los Angeles
const LA_MIDNIGHT = Date.UTC(2026, 5, 15, 7);

// On PostgreSQL, two instances on one schema, as behind a load balancer: both sweep and both
// serve lists at the same minute, and each day must still start exactly once. SQLite is one
// process by design, so there the race is the sweep against the same instance's requests.
describe('day start with two instances racing', () => {
  let now = START;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await buildTestApp({ now: () => now }, {}, database);
    b = onPostgres ? await buildTestApp({ now: () => now }, {}, database) : a;
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
    await database?.drop();
  });

  // Seeding 12 users through the API takes a while on a busy machine.
  it('moves every task, brings every planned one and copies every routine once', { timeout: 60_000 }, async () => {
    const users: SignedInUser[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const user = await signUp(a.app);
      await putSettings(user, { timeZone: 'America/Los_Angeles' });
      await seedTasks(user, 'today', 'T1');
      await seedTasks(user, 'tomorrow', 'M1', 'M2');
      // Planned for the 16th: it must arrive in Tomorrow once, and the 17th's must stay.
      await createTaskAs(user, { text: 'L16', section: 'later', day: '2026-06-16' });
      await createTaskAs(user, { text: 'L17', section: 'later', day: '2026-06-17' });
      await createRoutineAs(user, { text: 'Stretch', weekdays: [1] }); // Mondays: the 15th is one
      users.push(user);
    }
    const onB = (user: SignedInUser): SignedInUser => ({
      ...user,
      inject: (options) => b.app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } }),
    });

    now = LA_MIDNIGHT;
    const [startedA, startedB] = await Promise.all([
      sweepDays(a.app),
      sweepDays(b.app),
      ...users.map((user) => listTasksAs(user)),
      ...users.map((user) => listTasksAs(onB(user))),
    ]);
    // The lists started some days themselves; the sweeps never started one twice.
    expect(Number(startedA) + Number(startedB)).toBeLessThanOrEqual(USERS);
    for (const user of users) {
      const tasks = await listTasksAs(user);
      expect(picture(tasks)).toEqual([
        'T1@today',
        'M1@today',
        'M2@today',
        'Stretch@today',
        'L16@tomorrow',
        'L17@later:2026-06-17',
      ]);
      expect(tasks.filter((task) => task.section === 'today').map((task) => task.order)).toEqual([0, 1, 2, 3]);
      expect(tasks.filter((task) => task.section === 'tomorrow').map((task) => task.order)).toEqual([0]);
    }
    const starts = await a.app.db
      .selectFrom('day_starts')
      .select(['uid'])
      .where('local_date', '=', '2026-06-15')
      .execute();
    expect(starts).toHaveLength(USERS);
  });
});
