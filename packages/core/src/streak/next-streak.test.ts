import { describe, expect, it } from 'vitest';
import { localDateKey } from '../time/local-date';
import { nextStreak } from './next-streak';

const HOUR = 3_600_000;

describe('nextStreak', () => {
  it.each([
    { name: 'no record', previous: null, today: '2026-03-10', count: 1, lastActive: '2026-03-10', event: 'welcome' },
    {
      name: 'record without a date',
      previous: { count: 0, lastActive: null },
      today: '2026-03-10',
      count: 1,
      lastActive: '2026-03-10',
      event: 'welcome',
    },
    {
      name: 'same day',
      previous: { count: 4, lastActive: '2026-03-10' },
      today: '2026-03-10',
      count: 4,
      lastActive: '2026-03-10',
      event: 'same',
    },
    {
      name: 'next day',
      previous: { count: 4, lastActive: '2026-03-10' },
      today: '2026-03-11',
      count: 5,
      lastActive: '2026-03-11',
      event: 'next',
    },
    {
      name: 'one day missed',
      previous: { count: 4, lastActive: '2026-03-10' },
      today: '2026-03-12',
      count: 1,
      lastActive: '2026-03-12',
      event: 'missed',
    },
    {
      name: 'months later',
      previous: { count: 40, lastActive: '2026-03-10' },
      today: '2026-09-01',
      count: 1,
      lastActive: '2026-09-01',
      event: 'missed',
    },
    {
      name: 'month end',
      previous: { count: 2, lastActive: '2026-01-31' },
      today: '2026-02-01',
      count: 3,
      lastActive: '2026-02-01',
      event: 'next',
    },
    {
      name: 'February end',
      previous: { count: 2, lastActive: '2026-02-28' },
      today: '2026-03-01',
      count: 3,
      lastActive: '2026-03-01',
      event: 'next',
    },
    {
      name: 'leap day exists in 2028',
      previous: { count: 2, lastActive: '2028-02-28' },
      today: '2028-03-01',
      count: 1,
      lastActive: '2028-03-01',
      event: 'missed',
    },
    {
      name: 'year end',
      previous: { count: 9, lastActive: '2026-12-31' },
      today: '2027-01-01',
      count: 10,
      lastActive: '2027-01-01',
      event: 'next',
    },
    {
      name: 'lastActive 1 day ahead (flew west)',
      previous: { count: 6, lastActive: '2026-03-11' },
      today: '2026-03-10',
      count: 6,
      lastActive: '2026-03-11',
      event: 'same',
    },
    {
      name: 'lastActive 2 days ahead (UTC+14 → UTC-12)',
      previous: { count: 6, lastActive: '2026-03-12' },
      today: '2026-03-10',
      count: 6,
      lastActive: '2026-03-12',
      event: 'same',
    },
    {
      name: 'lastActive 3 days ahead is corrupt',
      previous: { count: 6, lastActive: '2026-03-13' },
      today: '2026-03-10',
      count: 1,
      lastActive: '2026-03-10',
      event: 'missed',
    },
    {
      name: 'malformed lastActive',
      previous: { count: 6, lastActive: 'yesterday' },
      today: '2026-03-10',
      count: 1,
      lastActive: '2026-03-10',
      event: 'missed',
    },
    {
      name: 'broken count, next day',
      previous: { count: Number.NaN, lastActive: '2026-03-09' },
      today: '2026-03-10',
      count: 2,
      lastActive: '2026-03-10',
      event: 'next',
    },
  ])('$name → $count $event', ({ previous, today, count, lastActive, event }) => {
    expect(nextStreak(previous, today)).toEqual({ count, lastActive, event });
  });

  it('rejects a malformed today', () => {
    expect(() => nextStreak(null, '2026-3-10')).toThrow(RangeError);
  });

  it('walks a run of days across a month end and a year end', () => {
    const days = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-01', '2027-01-02'];
    let state: { count: number; lastActive: string | null } | null = null;
    const events = days.map((day) => {
      const step = nextStreak(state, day);
      state = step;
      return `${step.count}:${step.event}`;
    });
    expect(events).toEqual(['1:welcome', '2:next', '3:next', '3:same', '4:next']);
  });
});

describe('nextStreak around DST changes (today keys from real instants)', () => {
  // New York springs forward on 2026-03-08 at 02:00 local (07:00 UTC): that day has 23 hours.
  // Paris springs forward on 2026-03-29 at 02:00 local (01:00 UTC). New York falls back on
  // 2026-11-01 (a 25-hour day).
  it.each([
    {
      name: 'NY 23:30 → 23:30 across spring-forward (23 h apart)',
      zone: 'America/New_York',
      last: Date.UTC(2026, 2, 8, 4, 30),
      now: Date.UTC(2026, 2, 9, 3, 30),
      keys: ['2026-03-07', '2026-03-08'],
      event: 'next',
    },
    {
      name: 'NY 00:30 → 24 h later is the next day',
      zone: 'America/New_York',
      last: Date.UTC(2026, 2, 8, 5, 30),
      now: Date.UTC(2026, 2, 9, 5, 30),
      keys: ['2026-03-08', '2026-03-09'],
      event: 'next',
    },
    {
      name: 'NY 00:30 → 23:59 on the short day',
      zone: 'America/New_York',
      last: Date.UTC(2026, 2, 8, 5, 30),
      now: Date.UTC(2026, 2, 9, 3, 59),
      keys: ['2026-03-08', '2026-03-08'],
      event: 'same',
    },
    {
      name: 'NY 23:30 → 00:30 two days on is a miss',
      zone: 'America/New_York',
      last: Date.UTC(2026, 2, 8, 4, 30),
      now: Date.UTC(2026, 2, 9, 4, 30),
      keys: ['2026-03-07', '2026-03-09'],
      event: 'missed',
    },
    {
      name: 'NY fall-back: 00:30 → 25 h later is still the next day',
      zone: 'America/New_York',
      last: Date.UTC(2026, 10, 1, 4, 30),
      now: Date.UTC(2026, 10, 2, 5, 30),
      keys: ['2026-11-01', '2026-11-02'],
      event: 'next',
    },
    {
      name: 'Paris 23:30 → 23:30 across spring-forward (23 h apart)',
      zone: 'Europe/Paris',
      last: Date.UTC(2026, 2, 28, 22, 30),
      now: Date.UTC(2026, 2, 29, 21, 30),
      keys: ['2026-03-28', '2026-03-29'],
      event: 'next',
    },
    {
      name: 'Paris 00:30 → 23:59 on the short day',
      zone: 'Europe/Paris',
      last: Date.UTC(2026, 2, 28, 23, 30),
      now: Date.UTC(2026, 2, 29, 21, 59),
      keys: ['2026-03-29', '2026-03-29'],
      event: 'same',
    },
    {
      name: 'Paris 00:30 → next midnight (CEST)',
      zone: 'Europe/Paris',
      last: Date.UTC(2026, 2, 28, 23, 30),
      now: Date.UTC(2026, 2, 29, 22),
      keys: ['2026-03-29', '2026-03-30'],
      event: 'next',
    },
  ])('$name', ({ zone, last, now, keys, event }) => {
    const lastKey = localDateKey(last, zone);
    const todayKey = localDateKey(now, zone);
    expect([lastKey, todayKey]).toEqual(keys);
    expect(nextStreak({ count: 3, lastActive: lastKey }, todayKey).event).toBe(event);
  });
});

describe('nextStreak in two time zones', () => {
  // 2026-06-15 20:00 UTC is 2026-06-16 08:00 in Auckland and 2026-06-15 13:00 in Los Angeles.
  const instant = Date.UTC(2026, 5, 15, 20);
  it.each([
    { zone: 'Pacific/Auckland', today: '2026-06-16', event: 'next', count: 4 },
    { zone: 'America/Los_Angeles', today: '2026-06-15', event: 'same', count: 3 },
  ])('$zone sees $today → $event', ({ zone, today, event, count }) => {
    const key = localDateKey(instant, zone);
    expect(key).toBe(today);
    expect(nextStreak({ count: 3, lastActive: '2026-06-15' }, key)).toEqual({
      count,
      lastActive: today,
      event,
    });
  });

  it('flying Auckland → Los Angeles neither breaks nor double-counts the streak', () => {
    const inAuckland = nextStreak({ count: 3, lastActive: '2026-06-15' }, localDateKey(instant, 'Pacific/Auckland'));
    const landed = instant + 12 * HOUR; // 2026-06-16 01:00 in Los Angeles
    const inLa = nextStreak(inAuckland, localDateKey(landed, 'America/Los_Angeles'));
    expect(inLa).toEqual({ count: 4, lastActive: '2026-06-16', event: 'same' });
    const nextLaDay = nextStreak(inLa, localDateKey(landed + 24 * HOUR, 'America/Los_Angeles'));
    expect(nextLaDay).toEqual({ count: 5, lastActive: '2026-06-17', event: 'next' });
  });
});
