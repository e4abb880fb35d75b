import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, type Weekday } from './calendar-days';
import { daysBetween } from './local-date';
import { addMonths, daysInMonth, monthGrid, startOfMonth } from './month-grid';

describe('addMonths', () => {
  it.each([
    { key: '2026-12-04', months: 1, result: '2027-01-04' },
    { key: '2026-12-04', months: -1, result: '2026-11-04' },
    { key: '2026-01-31', months: 1, result: '2026-02-28' },
    { key: '2028-01-31', months: 1, result: '2028-02-29' },
    { key: '2026-03-31', months: -1, result: '2026-02-28' },
    { key: '2026-05-31', months: 1, result: '2026-06-30' },
    { key: '2026-01-15', months: -1, result: '2025-12-15' },
    { key: '2026-01-15', months: -13, result: '2024-12-15' },
    { key: '2028-02-29', months: 12, result: '2029-02-28' },
  ])('$key + $months months = $result', ({ key, months, result }) => {
    expect(addMonths(key, months)).toBe(result);
  });

  it('refuses a malformed key', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('lays December 2026 out in weeks starting on Monday, outside days empty', () => {
    const weeks = monthGrid('2026-12-17', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('starts the week on Sunday where the locale does', () => {
    expect(monthGrid('2026-11-01', 0)[0]![0]).toBe('2026-11-01'); // a Sunday
    expect(monthGrid('2026-11-01', 1)[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });

  it('gives February of a leap year its 29th', () => {
    expect(monthGrid('2028-02-10', 1).flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  // Any date from 1990 to 2100, and any first day of the week.
  const dateKey = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n));
  const weekStart = fc.integer({ min: 0, max: 6 }).map((n) => n as Weekday);

  it('holds every day of the month once, in order, each in its weekday column', () => {
    fc.assert(
      fc.property(dateKey, weekStart, (key, start) => {
        const weeks = monthGrid(key, start);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat().filter((day): day is string => day !== null);
        const first = startOfMonth(key);
        expect(days[0]).toBe(first);
        expect(days).toHaveLength(daysInMonth(Number(key.slice(0, 4)), Number(key.slice(5, 7))));
        days.forEach((day, i) => expect(daysBetween(first, day)).toBe(i));
        weeks.forEach((week) => {
          expect(week).toHaveLength(7);
          week.forEach((day, column) => day && expect(weekdayOf(day)).toBe((start + column) % 7));
        });
        // No week is all outside the month.
        weeks.forEach((week) => expect(week.some(Boolean)).toBe(true));
      }),
    );
  });

  it('a month on and back lands in the same month, never on a later day', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: -24, max: 24 }), (key, months) => {
        const there = addMonths(key, months);
        const back = addMonths(there, -months);
        expect(back.slice(0, 7)).toBe(key.slice(0, 7));
        expect(back <= key).toBe(true);
      }),
    );
  });
});
