import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar-days';
import { parseDayWord, placeDay, resolveDay, type DayIntent } from './day-words';
import { daysBetween, isDateKey, localDateKey } from './local-date';

describe('parseDayWord', () => {
  it.each<[string, DayIntent | null]>([
    ['mon', { kind: 'weekday', weekday: 1 }],
    ['FRI', { kind: 'weekday', weekday: 5 }],
    ['sunday', { kind: 'weekday', weekday: 0 }],
    ['Thurs', { kind: 'weekday', weekday: 4 }],
    ['today', { kind: 'in', days: 0 }],
    ['tomorrow', { kind: 'in', days: 1 }],
    ['next-week', { kind: 'next-week' }],
    ['in3d', { kind: 'in', days: 3 }],
    ['IN1D', { kind: 'in', days: 1 }],
    ['in999d', { kind: 'in', days: 999 }],
    ['dec3', { kind: 'date', month: 12, day: 3, year: null }],
    ['3dec', { kind: 'date', month: 12, day: 3, year: null }],
    ['03Dec', { kind: 'date', month: 12, day: 3, year: null }],
    ['december31', { kind: 'date', month: 12, day: 31, year: null }],
    ['sept9', { kind: 'date', month: 9, day: 9, year: null }],
    ['feb29', { kind: 'date', month: 2, day: 29, year: null }],
    ['2026-12-03', { kind: 'date', month: 12, day: 3, year: 2026 }],
    ['2028-02-29', { kind: 'date', month: 2, day: 29, year: 2028 }],
    // Not days: they stay text.
    ['in0d', null],
    ['in1000d', null],
    ['in3', null],
    ['feb30', null],
    ['apr31', null],
    ['dec0', null],
    ['dec', null],
    ['3', null],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['2026-1-3', null],
    ['monk', null],
    ['nextweek', null],
    ['constructor', null],
    ['__proto__', null],
  ])('%s', (word, intent) => {
    expect(parseDayWord(word)).toEqual(intent);
  });
});

describe('resolveDay', () => {
  // 2026-11-26 is a Thursday.
  const thursday = '2026-11-26';
  it.each<[string, string, string]>([
    ['fri', thursday, '2026-11-27'],
    ['thu', thursday, '2026-12-03'],
    ['wed', thursday, '2026-12-02'],
    ['mon', thursday, '2026-11-30'],
    ['next-week', thursday, '2026-11-30'],
    ['next-week', '2026-11-30', '2026-12-07'],
    ['next-week', '2026-11-29', '2026-11-30'],
    ['in3d', thursday, '2026-11-29'],
    ['in3d', '2026-12-30', '2027-01-02'],
    ['tomorrow', '2026-12-31', '2027-01-01'],
    ['dec3', thursday, '2026-12-03'],
    ['3dec', '2026-12-03', '2026-12-03'],
    ['dec3', '2026-12-04', '2027-12-03'],
    ['jan1', '2026-12-31', '2027-01-01'],
    ['feb29', '2026-03-01', '2028-02-29'],
    ['feb29', '2028-02-29', '2028-02-29'],
    ['feb29', '2028-03-01', '2032-02-29'],
    // 2100 is not a leap year: the next Feb 29 after 2096's is 2104's.
    ['feb29', '2096-03-01', '2104-02-29'],
    ['2026-12-03', thursday, '2026-12-03'],
    ['2020-01-01', thursday, '2020-01-01'],
  ])('%s from %s → %s', (word, today, day) => {
    expect(resolveDay(parseDayWord(word)!, today)).toBe(day);
  });
});

describe('placeDay', () => {
  it.each([
    ['2026-11-25', { list: 'today' }],
    ['2026-11-26', { list: 'today' }],
    ['2026-11-27', { list: 'tomorrow' }],
    ['2026-11-28', { later: '2026-11-28' }],
  ])('%s', (day, placement) => {
    expect(placeDay(day, '2026-11-26')).toEqual(placement);
  });
});

// Any local date from 1990 to 2100, and the same seen from instants in zones with DST changes.
const dateKey = fc
  .integer({ min: 0, max: 40_000 })
  .map((n) => addDays('1990-01-01', n))
  .filter(isDateKey);
const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Apia', 'America/Santiago', 'UTC'];

describe('day words, for any today', () => {
  it('a weekday name is always 1 to 7 days ahead, on that weekday, never today', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: 0, max: 6 }), (today, weekday) => {
        const day = resolveDay({ kind: 'weekday', weekday: weekday as 0 }, today);
        const ahead = daysBetween(today, day);
        return ahead >= 1 && ahead <= 7 && weekdayOf(day) === weekday;
      }),
    );
  });

  it('next week is the Monday 1 to 7 days ahead', () => {
    fc.assert(
      fc.property(dateKey, (today) => {
        const day = resolveDay({ kind: 'next-week' }, today);
        const ahead = daysBetween(today, day);
        return weekdayOf(day) === 1 && ahead >= 1 && ahead <= 7;
      }),
    );
  });

  it('in N days is N calendar days ahead, across year ends and Feb 29', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: 1, max: 999 }), (today, days) => {
        return daysBetween(today, resolveDay(parseDayWord(`in${days}d`)!, today)) === days;
      }),
    );
  });

  it('a month and day is the first such date from today on, within a year (eight for Feb 29)', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (today, month, d) => {
        const intent = parseDayWord(
          `${['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'][month - 1]}${d}`,
        );
        if (!intent) return true;
        const day = resolveDay(intent, today);
        const ahead = daysBetween(today, day);
        const most = month === 2 && d === 29 ? 8 * 366 : 366;
        return (
          isDateKey(day) &&
          ahead >= 0 &&
          ahead < most &&
          Number(day.slice(5, 7)) === month &&
          Number(day.slice(8)) === d
        );
      }),
    );
  });

  it('seen from any instant in a zone with DST changes, a weekday is never the local today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 6 }),
        (now, zone, weekday) => {
          const today = localDateKey(now, zone);
          const day = resolveDay({ kind: 'weekday', weekday: weekday as 0 }, today);
          const placed = placeDay(day, today);
          return day !== today && !('list' in placed && placed.list === 'today');
        },
      ),
    );
  });
});
