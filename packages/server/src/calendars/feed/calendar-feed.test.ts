import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { newClientKey } from '../../../test/support/tasks';
import { useNewUserEachTest, useTestApp } from '../../../test/support/use-test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z'); // a Thursday

describe('calendar feed', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  const user = useNewUserEachTest(t);
  beforeEach(async () => {
    clock = T0;
    await user.inject({ method: 'PUT', url: '/api/settings', payload: { timeZone: 'Europe/Paris' } });
  });

  const createFeed = async () => {
    const response = await user.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: { host: 'plan.example' },
    });
    expect(response.statusCode).toBe(201);
    return new URL(response.json<{ url: string }>().url);
  };
  const read = (url: URL) => t.app.inject({ method: 'GET', url: url.pathname });

  it('serves timed tasks and routines as iCalendar a real parser reads', async () => {
    const task = (
      await user.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: {
          clientKey: newClientKey(),
          text: 'Call Ada, re: engine',
          section: 'tomorrow',
          remindAt: '2026-11-27T08:30:00Z',
        },
      })
    ).json<Task>();
    await user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey: newClientKey(), text: 'untimed' } });
    await user.inject({ method: 'POST', url: '/api/routines', payload: { text: 'Stretch', weekdays: [1] } });

    const url = await createFeed();
    clock += 60_000; // polled a minute after the last change
    expect(url.origin).toBe('http://plan.example');
    const response = await read(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(response.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual(['Call Ada, re: engine', 'Stretch']);
    expect(events[0]!.uid).toBe(`task-${task.id}@dayflow`);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-27T08:30:00.000Z');
    expect(events[1]!.startDate.toString()).toBe('2026-11-30'); // the coming Monday, all day
    expect(events[1]!.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(events[0]!.component.getAllSubcomponents('valarm')).toHaveLength(1);
    // DTSTAMP is each thing's last change, not the time of the poll: two polls read the same.
    expect((events[0]!.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(
      task.updatedAt,
    );
    expect((await read(url)).body).toBe(response.body);
  });

  it('is revocable, and a new link replaces the old one', async () => {
    const first = await createFeed();
    const second = await createFeed();
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    expect((await user.inject({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(204);
    expect((await read(second)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed/nonsense.ics' })).statusCode).toBe(404);
  });

  it('needs a session to create one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
