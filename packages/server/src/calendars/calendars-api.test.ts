import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubscribedCalendar, SubscribedEvent } from '@dayflow/core';
import { MAX_CALENDARS_PER_USER } from '@dayflow/core';
import type { Config } from '../config';
import { oneEventCalendar, useCalendarServer } from '../../test/support/calendar-server';
import { signUp } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z'); // a Thursday

describe('subscribed calendars', () => {
  const served = useCalendarServer();
  const trap = useCalendarServer();
  // Filled once the two servers listen, before the app is built.
  const overrides: Partial<Config> = { now: () => clock };
  let clock = T0;
  let lookups: string[] = [];
  // Registered before useTestApp, so it runs first and the app is built with these rules: the
  // served calendar allowed as an operator would, the trap's port open as 80 and 443 are.
  beforeAll(() => {
    overrides.calendars = {
      allowHosts: [served.hostPort],
      ports: [80, 443, trap.port],
      resolve: async (host) => {
        lookups.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    };
  });
  const t = useTestApp(overrides);
  const user = useNewUserEachTest(t);
  beforeEach(async () => {
    clock = T0;
    lookups = [];
    served.body = oneEventCalendar('Standup', '20261126T150000Z', '20261126T160000Z');
    served.handle = (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(served.body);
    await user.inject({ method: 'PUT', url: '/api/settings', payload: { timeZone: 'Europe/Paris' } });
  });

  const add = (url: string, name?: string) =>
    user.inject({ method: 'POST', url: '/api/calendars', payload: { url, ...(name ? { name } : {}) } });
  const events = async (from: string, to: string, who = user) => {
    const response = await who.inject({ method: 'GET', url: `/api/calendars/events?from=${from}&to=${to}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ events: SubscribedEvent[] }>().events;
  };

  it('adds a calendar, fetches it at once, and serves its events on their days', async () => {
    const response = await add(`${served.origin}/work.ics`, 'Work');
    expect(response.statusCode).toBe(201);
    const calendar = response.json<SubscribedCalendar>();
    expect(calendar).toMatchObject({
      name: 'Work',
      url: `${served.origin}/work.ics`,
      fetchedAt: T0,
      error: null,
      eventCount: 1,
    });
    expect(await events('2026-11-26', '2026-11-26')).toEqual([
      {
        calendarId: calendar.id,
        summary: 'Standup',
        allDay: false,
        start: '2026-11-26T15:00:00.000Z',
        end: '2026-11-26T16:00:00.000Z',
        startDay: null,
        endDay: null,
      },
    ]);
    expect(await events('2026-11-27', '2026-11-30')).toEqual([]);
    // The planner learns it from the day it reads anyway.
    expect((await user.inject({ method: 'GET', url: '/api/day' })).json()).toMatchObject({ calendars: true });
    const list = (await user.inject({ method: 'GET', url: '/api/calendars' })).json<{
      calendars: SubscribedCalendar[];
    }>();
    expect(list.calendars.map((c) => c.id)).toEqual([calendar.id]);
  });

  it("reads the days in the user's zone", async () => {
    // 23:30 UTC on the 26th is already the 27th in Paris.
    served.body = oneEventCalendar('Late', '20261126T233000Z', '20261126T234500Z');
    await add(`${served.origin}/late.ics`);
    expect(await events('2026-11-26', '2026-11-26')).toEqual([]);
    expect((await events('2026-11-27', '2026-11-27')).map((e) => e.summary)).toEqual(['Late']);
  });

  it.each([
    ['http://127.0.0.1:TRAP/cal.ics'],
    ['http://2130706433:TRAP/cal.ics'], // decimal
    ['http://0177.0.0.1:TRAP/cal.ics'], // octal
    ['http://0x7f.0.0.1:TRAP/cal.ics'], // hex
    ['http://[::ffff:127.0.0.1]:TRAP/cal.ics'], // IPv4-mapped IPv6
    ['http://0.0.0.0:TRAP/cal.ics'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://localhost:TRAP/cal.ics'],
    ['https://calendar.example.com:8443/cal.ics'],
    ['ftp://calendar.example.com/cal.ics'],
  ])('refuses %s with 400 naming url, and makes no request', async (url) => {
    const response = await add(url.replace('TRAP', String(trap.port)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'url' });
    expect((await user.inject({ method: 'GET', url: '/api/calendars' })).json()).toEqual({ calendars: [] });
    expect(trap.requests).toHaveLength(0);
  });

  it('refuses a name that resolves to a private address when added, before any request', async () => {
    const response = await add(`http://calendar.example.com:${trap.port}/cal.ics`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'url', error: 'url must be a public address' });
    expect(lookups).toEqual(['calendar.example.com']);
    expect(trap.requests).toHaveLength(0);
  });

  it('keeps a failed fetch as a code, nothing of the answer, and fetches again 15 minutes on', async () => {
    served.handle = (_req, res) => res.writeHead(500, 'internal detail').end('db password is hunter2');
    const calendar = (await add(`${served.origin}/broken.ics`)).json<SubscribedCalendar>();
    expect(calendar).toMatchObject({ error: 'http-error', fetchedAt: null, eventCount: 0 });
    expect(JSON.stringify(calendar)).not.toMatch(/hunter2|internal detail/);

    const fetches = () => served.requests.filter((r) => r.url === '/broken.ics').length;
    await t.app.refreshDueCalendars();
    expect(fetches()).toBe(1); // not due yet
    served.handle = (_req, res) => res.writeHead(200, { etag: '"e1"' }).end(served.body);
    clock = T0 + 15 * 60_000;
    await t.app.refreshDueCalendars();
    await t.app.refreshDueCalendars();
    expect(fetches()).toBe(2);
    const [fixed] = (await user.inject({ method: 'GET', url: '/api/calendars' })).json<{
      calendars: SubscribedCalendar[];
    }>().calendars;
    expect(fixed).toMatchObject({ error: null, fetchedAt: clock, eventCount: 1 });
  });

  it('sends the ETag back and keeps the events on 304', async () => {
    served.handle = (req, res) => {
      if (req.headers['if-none-match'] === '"e1"') return res.writeHead(304).end();
      res.writeHead(200, { etag: '"e1"' }).end(served.body);
    };
    await add(`${served.origin}/etag.ics`);
    clock = T0 + 15 * 60_000;
    await t.app.refreshDueCalendars();
    expect(served.requests.at(-1)!.headers['if-none-match']).toBe('"e1"');
    expect((await events('2026-11-26', '2026-11-26')).map((e) => e.summary)).toEqual(['Standup']);
  });

  it("keeps each user's calendars to themselves", async () => {
    const calendar = (await add(`${served.origin}/mine.ics`)).json<SubscribedCalendar>();
    const other = await signUp(t.app);
    expect(await events('2026-11-26', '2026-11-26', other)).toEqual([]);
    expect((await other.inject({ method: 'GET', url: '/api/calendars' })).json()).toEqual({ calendars: [] });
    expect((await other.inject({ method: 'DELETE', url: `/api/calendars/${calendar.id}` })).statusCode).toBe(404);
    expect((await user.inject({ method: 'DELETE', url: `/api/calendars/${calendar.id}` })).statusCode).toBe(204);
    expect(await events('2026-11-26', '2026-11-26')).toEqual([]);
    expect((await user.inject({ method: 'GET', url: '/api/day' })).json()).not.toHaveProperty('calendars');
  });

  it('checks the span asked for, and the number of calendars', async () => {
    const bad = async (query: string, field: string) => {
      const response = await user.inject({ method: 'GET', url: `/api/calendars/events?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    };
    await bad('from=2026-11-26&to=2026-11-25', 'to');
    await bad('from=2026-11-01&to=2027-02-01', 'to');
    await bad('from=26.11.2026&to=2026-11-27', 'from');
    for (let i = 0; i < MAX_CALENDARS_PER_USER; i++)
      expect((await add(`${served.origin}/${i}.ics`)).statusCode).toBe(201);
    const over = await add(`${served.origin}/one-more.ics`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ field: 'url' });
  });

  it('holds the number of calendars when many are added at the same instant', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_CALENDARS_PER_USER + 5 }, (_, i) => add(`${served.origin}/at-once-${i}.ics`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_CALENDARS_PER_USER);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    const list = await user.inject({ method: 'GET', url: '/api/calendars' });
    expect(list.json<{ calendars: unknown[] }>().calendars).toHaveLength(MAX_CALENDARS_PER_USER);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendars' })).statusCode).toBe(401);
  });
});
