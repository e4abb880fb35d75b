import { describe, expect, it } from 'vitest';
import { instantAt, localTimeOf, shiftLocalDays } from './zoned-time';

describe('zoned time', () => {
  it.each([
    ['2026-11-26', 15 * 60, 'Europe/Paris', '2026-11-26T14:00:00.000Z'],
    ['2026-07-01', 9 * 60, 'Europe/Paris', '2026-07-01T07:00:00.000Z'],
    ['2026-11-26', 0, 'Asia/Kathmandu', '2026-11-25T18:15:00.000Z'],
    ['2026-11-26', 23 * 60 + 30, 'America/Los_Angeles', '2026-11-27T07:30:00.000Z'],
    // Spring forward: 02:30 does not exist in Paris on 2026-03-29; clocks show 03:30.
    ['2026-03-29', 2 * 60 + 30, 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    // Fall back: 02:30 happens twice; the first is meant.
    ['2026-10-25', 2 * 60 + 30, 'Europe/Paris', '2026-10-25T00:30:00.000Z'],
  ])('%s at minute %i in %s is %s', (date, minutes, zone, iso) => {
    expect(new Date(instantAt(date, minutes, zone)).toISOString()).toBe(iso);
  });

  it('reads the local date and minutes of an instant', () => {
    expect(localTimeOf(Date.parse('2026-11-26T23:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-11-27',
      minutes: 30,
    });
    expect(localTimeOf(Date.parse('2026-11-26T23:30:00Z'), 'UTC')).toEqual({ date: '2026-11-26', minutes: 1410 });
  });

  it('keeps the wall-clock time across a DST change', () => {
    const before = Date.parse('2026-10-24T13:00:00Z'); // 15:00 in Paris (summer time)
    expect(new Date(shiftLocalDays(before, 1, 'Europe/Paris')).toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });
});
