import fc from 'fast-check';
import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { addDays, startOfWeek, weekdayOf } from '../time/calendar-days';
import { daysBetween } from '../time/local-date';
import { LAST_DAY, repeatRuleToRrule, type RepeatRule } from './repeat-rule';
import { isRoutineDueOn, routineDaysBetween } from './routine-days';

const { rrulestr } =
  'rrulestr' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

const UTC = 'UTC';
const routine = (rule: RepeatRule, startsOn: string) => ({
  weekdays: [],
  rrule: repeatRuleToRrule(rule),
  startsOn,
  createdAt: 0,
});
const days = (rule: RepeatRule, startsOn: string, from: string, to: string) =>
  routineDaysBetween(routine(rule, startsOn), from, to, UTC);

describe('routineDaysBetween', () => {
  it('every other Tuesday counts weeks from its first day, across a year end', () => {
    // 2026-12-15 is a Tuesday.
    expect(days({ freq: 'weekly', interval: 2, weekdays: [2] }, '2026-12-15', '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
    ]);
  });

  it('a first day later in the week starts with the next period that has the weekday', () => {
    // Wednesday 2026-12-16: that week's Tuesday is before it, so the first is two weeks on.
    expect(days({ freq: 'weekly', interval: 2, weekdays: [2] }, '2026-12-16', '2026-12-01', '2027-01-05')).toEqual([
      '2026-12-29',
    ]);
  });

  it('the last day of the month is February 29 in a leap year and 28 otherwise', () => {
    const last = { freq: 'monthly', interval: 1, day: LAST_DAY } as const;
    expect(days(last, '2024-01-01', '2024-01-01', '2024-04-30')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(days(last, '2024-01-01', '2025-02-01', '2025-03-31')).toEqual(['2025-02-28', '2025-03-31']);
  });

  it('the 30th falls on a shorter February’s last day', () => {
    const thirtieth = { freq: 'monthly', interval: 1, day: 30 } as const;
    expect(days(thirtieth, '2024-01-01', '2024-01-01', '2024-03-31')).toEqual([
      '2024-01-30',
      '2024-02-29',
      '2024-03-30',
    ]);
    expect(days(thirtieth, '2024-01-01', '2100-02-01', '2100-02-28')).toEqual(['2100-02-28']);
  });

  it('the 2nd Tuesday and the last Friday of each month', () => {
    expect(
      days({ freq: 'monthlyWeekday', interval: 1, nth: 2, weekday: 2 }, '2026-01-01', '2026-01-01', '2026-04-30'),
    ).toEqual(['2026-01-13', '2026-02-10', '2026-03-10', '2026-04-14']);
    expect(
      days(
        { freq: 'monthlyWeekday', interval: 1, nth: LAST_DAY, weekday: 5 },
        '2026-01-01',
        '2026-01-01',
        '2026-03-31',
      ),
    ).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('yearly on February 29 falls on the 28th in common years', () => {
    expect(days({ freq: 'yearly', interval: 1, month: 2, day: 29 }, '2024-01-01', '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('nothing before its first day, nothing for an empty range', () => {
    expect(days({ freq: 'daily', interval: 3 }, '2026-06-10', '2026-06-01', '2026-06-16')).toEqual([
      '2026-06-10',
      '2026-06-13',
      '2026-06-16',
    ]);
    expect(days({ freq: 'daily', interval: 1 }, '2026-06-10', '2026-06-16', '2026-06-15')).toEqual([]);
  });

  it('weekday routines fall on their weekdays whenever they were made', () => {
    const weekdays = { weekdays: [1, 4], createdAt: Date.parse('2030-01-01T00:00:00Z') };
    expect(routineDaysBetween(weekdays, '2026-06-14', '2026-06-21', UTC)).toEqual(['2026-06-15', '2026-06-18']);
    const asRule = { ...weekdays, weekdays: [], rrule: 'FREQ=WEEKLY;BYDAY=MO,TH', startsOn: '2030-01-01' };
    expect(routineDaysBetween(asRule, '2026-06-14', '2026-06-21', UTC)).toEqual(['2026-06-15', '2026-06-18']);
  });

  it('without a kept first day, counts from the local date it was made on, across a DST change', () => {
    // 23:30 on Saturday 28 March 2026 in Berlin is still the 28th there, the 29th in Tokyo;
    // that night Berlin's clocks go forward.
    const made = { weekdays: [], rrule: 'FREQ=DAILY;INTERVAL=2', createdAt: Date.parse('2026-03-28T22:30:00Z') };
    expect(routineDaysBetween(made, '2026-03-27', '2026-04-02', 'Europe/Berlin')).toEqual([
      '2026-03-28',
      '2026-03-30',
      '2026-04-01',
    ]);
    expect(routineDaysBetween(made, '2026-03-27', '2026-04-02', 'Asia/Tokyo')).toEqual([
      '2026-03-29',
      '2026-03-31',
      '2026-04-02',
    ]);
  });

  it('isRoutineDueOn asks about one day', () => {
    const bins = routine({ freq: 'weekly', interval: 2, weekdays: [2] }, '2026-06-02');
    expect(isRoutineDueOn(bins, '2026-06-16', UTC)).toBe(true);
    expect(isRoutineDueOn(bins, '2026-06-09', UTC)).toBe(false);
  });
});

// --- Property: our days are rrule's own, and what each rule says in words. ---

const weekday = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<0 | 1 | 2 | 3 | 4 | 5 | 6>;
const interval = fc.integer({ min: 1, max: 5 });
const rules: fc.Arbitrary<RepeatRule> = fc.oneof(
  fc.record({ freq: fc.constant('daily' as const), interval }),
  fc.record({
    freq: fc.constant('weekly' as const),
    interval,
    weekdays: fc.uniqueArray(weekday, { minLength: 1, maxLength: 7 }),
  }),
  fc.record({
    freq: fc.constant('monthly' as const),
    interval,
    day: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(LAST_DAY)),
  }),
  fc.record({
    freq: fc.constant('monthlyWeekday' as const),
    interval,
    nth: fc.constantFrom(1, 2, 3, 4, LAST_DAY),
    weekday,
  }),
  fc
    .record({ freq: fc.constant('yearly' as const), interval, month: fc.integer({ min: 1, max: 12 }) })
    .chain((r) =>
      fc
        .integer({ min: 1, max: [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][r.month - 1]! })
        .map((day) => ({ ...r, day })),
    ),
);
const dayIn = (from: number, to: number) => fc.integer({ min: from, max: to }).map((n) => addDays('2000-01-01', n));

const monthLength = (key: string) => {
  const month = Number(key.slice(5, 7));
  if (month === 2) return isLeap(Number(key.slice(0, 4))) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

/** What each rule means, written as a check of one day (a test oracle, not a generator of days). */
function meant(rule: RepeatRule, start: string, day: string): boolean {
  if (daysBetween(start, day) < 0) return false;
  const dom = Number(day.slice(8, 10));
  const months = monthIndex(day) - monthIndex(start);
  switch (rule.freq) {
    case 'daily':
      return daysBetween(start, day) % rule.interval === 0;
    case 'weekly':
      return (
        rule.weekdays.includes(weekdayOf(day)) &&
        (daysBetween(startOfWeek(start), startOfWeek(day)) / 7) % rule.interval === 0
      );
    case 'monthly':
      return (
        months % rule.interval === 0 &&
        dom === (rule.day === LAST_DAY ? monthLength(day) : Math.min(rule.day, monthLength(day)))
      );
    case 'monthlyWeekday':
      return (
        months % rule.interval === 0 &&
        weekdayOf(day) === rule.weekday &&
        (rule.nth === LAST_DAY ? dom + 7 > monthLength(day) : Math.ceil(dom / 7) === rule.nth)
      );
    case 'yearly': {
      const years = Number(day.slice(0, 4)) - Number(start.slice(0, 4));
      const target = rule.month === 2 && rule.day === 29 ? monthLength(day) : rule.day;
      return years % rule.interval === 0 && Number(day.slice(5, 7)) === rule.month && dom === target;
    }
  }
}

describe('routineDaysBetween, for any rule and range', () => {
  it('gives rrule’s own days for the rule with its first day as DTSTART', () => {
    fc.assert(
      fc.property(
        rules,
        dayIn(8_000, 11_000),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 800 }),
        (rule, start, skip, span) => {
          const from = addDays(start, skip - 400);
          const to = addDays(from, span);
          const text = `DTSTART:${start.replaceAll('-', '')}T000000Z\nRRULE:${repeatRuleToRrule(rule)}`;
          const expected = rrulestr(text)
            .between(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`), true)
            .map((d) => d.toISOString().slice(0, 10));
          const got = days(rule, start, from, to);
          // Weekday rules (every week, every day) fall on their weekdays before their first day too.
          const simple = rule.interval === 1 && (rule.freq === 'daily' || rule.freq === 'weekly');
          expect(simple ? got.filter((day) => day >= start) : got).toEqual(expected);
          // And what the rule says in words, day by day.
          const all = Array.from({ length: span + 1 }, (_, i) => addDays(from, i));
          const meantDays = all.filter((day) => meant(rule, simple ? '0001-01-01' : start, day));
          expect(got).toEqual(meantDays);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits: days of a range are the days of its two halves, in any zone', () => {
    fc.assert(
      fc.property(
        rules,
        dayIn(9_000, 10_000),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati'),
        (rule, from, a, b, zone) => {
          const mid = addDays(from, a);
          const to = addDays(mid, b);
          const whole = routineDaysBetween(routine(rule, from), from, to, zone);
          const halves = [
            ...routineDaysBetween(routine(rule, from), from, mid, zone),
            ...routineDaysBetween(routine(rule, from), addDays(mid, 1), to, zone),
          ];
          expect(whole).toEqual(halves);
          expect(whole).toEqual(days(rule, from, from, to));
        },
      ),
      { numRuns: 150 },
    );
  });
});
