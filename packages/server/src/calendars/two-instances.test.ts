import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneEventCalendar, useCalendarServer } from '../../test/support/calendar-server';
import {
  buildTestApp,
  createTestDatabase,
  onPostgres,
  signUp,
  type TestApp,
  type TestDatabase,
} from '../../test/support/test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const CALENDARS = 12;

// Two instances on one database, as behind a load balancer, both running the fetch pass at the
// same moments: each due calendar is fetched once. The point is PostgreSQL (real concurrent
// transactions); SQLite is one process by design, so there the passes race within one instance.
describe('two instances on one database', () => {
  const served = useCalendarServer();
  let clock = T0;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const instance = () =>
      buildTestApp({ now: () => clock, calendars: { allowHosts: [served.hostPort], ports: [80, 443] } }, {}, database);
    a = await instance();
    b = await instance();
  }, 30_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('fetches each calendar once', async () => {
    served.body = oneEventCalendar('Standup', '20261126T150000Z', '20261126T160000Z');
    const user = await signUp(a.app);
    for (let i = 0; i < CALENDARS; i++) {
      const response = await user.inject({
        method: 'POST',
        url: '/api/calendars',
        payload: { url: `${served.origin}/${i}.ics` },
      });
      expect(response.statusCode).toBe(201);
    }
    served.requests.length = 0;
    clock = T0 + 15 * 60_000;
    const second = onPostgres ? b : a;
    const runs = await Promise.all(
      [0, 1, 2].flatMap(() => [a.app.refreshDueCalendars(), second.app.refreshDueCalendars()]),
    );
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(CALENDARS);
    const paths = served.requests.map((r) => r.url);
    expect(paths).toHaveLength(CALENDARS);
    expect(new Set(paths).size).toBe(CALENDARS);
  });
});
