import { describe, expect, it } from 'vitest';
import { addDays, isNewDay, startOfWeek, todayIn, weekdayOf } from './calendar-days';

const HOUR = 3_600_000;

describe('addDays', () => {
  it.each([
    { key: '2026-03-10', days: 1, result: '2026-03-11' },
    { key: '2026-03-10', days: -10, result: '2026-02-28' },
    { key: '2026-02-28', days: 1, result: '2026-03-01' },
    { key: '2028-02-28', days: 1, result: '2028-02-29' },
    { key: '2026-12-31', days: 1, result: '2027-01-01' },
    { key: '2027-01-01', days: -1, result: '2026-12-31' },
    { key: '2026-03-07', days: 2, result: '2026-03-09' }, // across New York's spring-forward
    { key: '2026-10-31', days: 2, result: '2026-11-02' }, // across its fall-back
    { key: '0099-12-31', days: 1, result: '0100-01-01' },
    { key: '2026-06-15', days: 0, result: '2026-06-15' },
    { key: '2026-06-15', days: 366, result: '2027-06-16' },
  ])('$key + $days = $result', ({ key, days, result }) => {
    expect(addDays(key, days)).toBe(result);
  });

  it('refuses a malformed key', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('weekdayOf and startOfWeek', () => {
  it.each([
    { key: '1970-01-01', weekday: 4, monday: '1969-12-29' },
    { key: '2026-06-14', weekday: 0, monday: '2026-06-08' }, // Sunday ends the week
    { key: '2026-06-15', weekday: 1, monday: '2026-06-15' },
    { key: '2026-06-20', weekday: 6, monday: '2026-06-15' },
    { key: '2028-02-29', weekday: 2, monday: '2028-02-28' },
    { key: '1969-12-31', weekday: 3, monday: '1969-12-29' },
    { key: '2027-01-01', weekday: 5, monday: '2026-12-28' },
  ])('$key is weekday $weekday, week of $monday', ({ key, weekday, monday }) => {
    expect(weekdayOf(key)).toBe(weekday);
    expect(startOfWeek(key)).toBe(monday);
  });
});

describe('todayIn across zones from UTC−12 to UTC+14', () => {
  // 2026-06-15 11:30 UTC: still the 14th on Baker Island's clock, already the 16th on Kiritimati's.
  const instant = Date.UTC(2026, 5, 15, 11, 30);
  it.each([
    { zone: 'Etc/GMT+12', today: '2026-06-14' }, // UTC−12
    { zone: 'Pacific/Pago_Pago', today: '2026-06-15' }, // UTC−11
    { zone: 'America/Los_Angeles', today: '2026-06-15' },
    { zone: 'UTC', today: '2026-06-15' },
    { zone: 'Asia/Kolkata', today: '2026-06-15' }, // UTC+5:30, 17:00
    { zone: 'Asia/Kathmandu', today: '2026-06-15' }, // UTC+5:45
    { zone: 'Pacific/Auckland', today: '2026-06-15' }, // UTC+12, 23:30
    { zone: 'Pacific/Chatham', today: '2026-06-16' }, // UTC+12:45, 00:15
    { zone: 'Pacific/Tongatapu', today: '2026-06-16' }, // UTC+13
    { zone: 'Pacific/Kiritimati', today: '2026-06-16' }, // UTC+14
  ])('$zone is on $today', ({ zone, today }) => {
    expect(todayIn(instant, zone)).toBe(today);
  });

  it('changes date exactly at each zone’s local midnight', () => {
    // Local midnight of 2026-06-16 is 12:00 UTC on the 15th in UTC−12 … 10:00 UTC the 15th in UTC+14.
    expect(todayIn(Date.UTC(2026, 5, 16, 11, 59, 59, 999), 'Etc/GMT+12')).toBe('2026-06-15');
    expect(todayIn(Date.UTC(2026, 5, 16, 12), 'Etc/GMT+12')).toBe('2026-06-16');
    expect(todayIn(Date.UTC(2026, 5, 15, 9, 59, 59, 999), 'Pacific/Kiritimati')).toBe('2026-06-15');
    expect(todayIn(Date.UTC(2026, 5, 15, 10), 'Pacific/Kiritimati')).toBe('2026-06-16');
  });

  it.each([
    // New York springs forward 2026-03-08 (a 23-hour day) and falls back 2026-11-01 (25 hours).
    { name: 'NY short day', zone: 'America/New_York', start: Date.UTC(2026, 2, 8, 5), hours: 23 },
    { name: 'NY long day', zone: 'America/New_York', start: Date.UTC(2026, 10, 1, 4), hours: 25 },
    { name: 'Paris short day', zone: 'Europe/Paris', start: Date.UTC(2026, 2, 28, 23), hours: 23 },
    { name: 'Sydney long day', zone: 'Australia/Sydney', start: Date.UTC(2026, 3, 4, 13), hours: 25 },
  ])('$name lasts $hours hours, then the date moves on by exactly one', ({ zone, start, hours }) => {
    const first = todayIn(start, zone);
    expect(todayIn(start + hours * HOUR - 1, zone)).toBe(first);
    expect(todayIn(start + hours * HOUR, zone)).toBe(addDays(first, 1));
  });
});

describe('isNewDay', () => {
  it.each([
    { last: null, today: '2026-06-15', result: true },
    { last: '2026-06-14', today: '2026-06-15', result: true },
    { last: '2026-06-10', today: '2026-06-15', result: true },
    { last: '2026-06-15', today: '2026-06-15', result: false },
    { last: '2026-06-16', today: '2026-06-15', result: false }, // flew west: no second start
  ])('$last → $today: $result', ({ last, today, result }) => {
    expect(isNewDay(last, today)).toBe(result);
  });
});
