import { describe, expect, it } from 'vitest';
import type { SubscribedEvent } from '@dayflow/core';
import { eventsByDay } from './calendar-events-store';

const timed = (summary: string, start: string): SubscribedEvent => ({
  calendarId: 'c',
  summary,
  allDay: false,
  start,
  end: start,
  startDay: null,
  endDay: null,
});
const allDay = (summary: string, startDay: string, endDay: string): SubscribedEvent => ({
  calendarId: 'c',
  summary,
  allDay: true,
  start: null,
  end: null,
  startDay,
  endDay,
});

describe('eventsByDay', () => {
  it('puts a timed event on its local start day and an all-day one on each of its days', () => {
    const byDay = eventsByDay(
      [
        timed('Late call', '2026-11-26T23:30:00.000Z'), // the 27th in Paris
        allDay('Trip', '2026-11-27', '2026-11-29'), // the 27th and 28th: the end is excluded
      ],
      'Europe/Paris',
    );
    expect([...byDay.entries()].map(([day, events]) => [day, events.map((e) => e.summary)])).toEqual([
      ['2026-11-27', ['Late call', 'Trip']],
      ['2026-11-28', ['Trip']],
    ]);
  });
});
