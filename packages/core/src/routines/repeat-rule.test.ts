import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAST_DAY,
  parseRepeatRule,
  repeatRuleToRrule,
  simpleWeekdays,
  weekdaysRule,
  type RepeatRule,
} from './repeat-rule';

describe('repeatRuleToRrule and parseRepeatRule', () => {
  it.each<[RepeatRule, string]>([
    [{ freq: 'daily', interval: 1 }, 'FREQ=DAILY'],
    [{ freq: 'daily', interval: 3 }, 'FREQ=DAILY;INTERVAL=3'],
    [{ freq: 'weekly', interval: 2, weekdays: [2] }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'],
    [{ freq: 'weekly', interval: 1, weekdays: [0, 1, 4] }, 'FREQ=WEEKLY;BYDAY=SU,MO,TH'],
    [{ freq: 'monthly', interval: 1, day: 15 }, 'FREQ=MONTHLY;BYMONTHDAY=15'],
    [{ freq: 'monthly', interval: 1, day: 28 }, 'FREQ=MONTHLY;BYMONTHDAY=28'],
    [{ freq: 'monthly', interval: 1, day: 29 }, 'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1'],
    [{ freq: 'monthly', interval: 2, day: 30 }, 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=28,29,30;BYSETPOS=-1'],
    [{ freq: 'monthly', interval: 1, day: LAST_DAY }, 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    [{ freq: 'monthlyWeekday', interval: 1, nth: 2, weekday: 2 }, 'FREQ=MONTHLY;BYDAY=2TU'],
    [{ freq: 'monthlyWeekday', interval: 3, nth: LAST_DAY, weekday: 5 }, 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR'],
    [{ freq: 'yearly', interval: 1, month: 3, day: 14 }, 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14'],
    [{ freq: 'yearly', interval: 1, month: 1, day: 31 }, 'FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=31'],
    [{ freq: 'yearly', interval: 1, month: 2, day: 29 }, 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1'],
  ])('%j ⇄ %s', (rule, text) => {
    expect(repeatRuleToRrule(rule)).toBe(text);
    expect(parseRepeatRule(text)).toEqual(rule);
  });

  it.each<[string, RepeatRule]>([
    // The 31st is the month's last day, as a person means it; RFC 5545 alone would skip short months.
    ['FREQ=MONTHLY;BYMONTHDAY=31', { freq: 'monthly', interval: 1, day: LAST_DAY }],
    ['FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1', { freq: 'monthly', interval: 1, day: LAST_DAY }],
    ['rrule:freq=weekly;byday=we,mo;interval=1', { freq: 'weekly', interval: 1, weekdays: [1, 3] }],
    ['FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', { freq: 'monthlyWeekday', interval: 1, nth: 2, weekday: 2 }],
    ['FREQ=MONTHLY;BYDAY=+1MO', { freq: 'monthlyWeekday', interval: 1, nth: 1, weekday: 1 }],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', { freq: 'yearly', interval: 1, month: 2, day: 29 }],
  ])('reads %s', (text, rule) => {
    expect(parseRepeatRule(text)).toEqual(rule);
  });

  it.each([
    '',
    'FREQ=DAILY;COUNT=5',
    'FREQ=DAILY;UNTIL=20270101',
    'FREQ=HOURLY',
    'FREQ=WEEKLY',
    'FREQ=WEEKLY;BYDAY=MO,MO',
    'FREQ=WEEKLY;BYDAY=XX',
    'FREQ=WEEKLY;BYDAY=2MO',
    'FREQ=DAILY;INTERVAL=0',
    'FREQ=DAILY;INTERVAL=100',
    'FREQ=DAILY;INTERVAL=1.5',
    'FREQ=DAILY;FREQ=DAILY',
    'FREQ=DAILY;WKST=SU',
    'FREQ=DAILY;BYDAY=MO',
    'FREQ=MONTHLY',
    'FREQ=MONTHLY;BYMONTHDAY=0',
    'FREQ=MONTHLY;BYMONTHDAY=1,15',
    'FREQ=MONTHLY;BYMONTHDAY=-2',
    'FREQ=MONTHLY;BYMONTHDAY=15;BYSETPOS=-1',
    'FREQ=MONTHLY;BYDAY=5TU',
    'FREQ=MONTHLY;BYDAY=2TU,3TU',
    'FREQ=MONTHLY;BYDAY=2TU;BYSETPOS=2',
    'FREQ=MONTHLY;BYDAY=2TU;BYMONTHDAY=3',
    'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
    'FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1',
    'FREQ=YEARLY;BYMONTHDAY=1',
    'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=28,29;BYSETPOS=-1',
    'FREQ=DAILY;',
    'FREQ=DAILY;INTERVAL',
  ])('refuses %j', (text) => {
    expect(parseRepeatRule(text)).toBeNull();
  });

  it('spells every rule it reads the same way again', () => {
    const rules = fc.oneof(
      fc.record({ freq: fc.constant('daily' as const), interval: fc.integer({ min: 1, max: 99 }) }),
      fc.record({
        freq: fc.constant('monthly' as const),
        interval: fc.integer({ min: 1, max: 99 }),
        day: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(LAST_DAY)),
      }),
    );
    fc.assert(
      fc.property(rules, (rule) => {
        expect(parseRepeatRule(repeatRuleToRrule(rule))).toEqual(rule);
      }),
    );
  });
});

describe('the simple weekday form', () => {
  it.each<[RepeatRule, number[] | null]>([
    [{ freq: 'daily', interval: 1 }, [0, 1, 2, 3, 4, 5, 6]],
    [{ freq: 'weekly', interval: 1, weekdays: [1, 4] }, [1, 4]],
    [{ freq: 'daily', interval: 2 }, null],
    [{ freq: 'weekly', interval: 2, weekdays: [2] }, null],
    [{ freq: 'monthly', interval: 1, day: 1 }, null],
  ])('%j → %j', (rule, weekdays) => {
    expect(simpleWeekdays(rule)).toEqual(weekdays);
  });

  it('names a weekday set as a rule', () => {
    expect(weekdaysRule([6, 5, 4, 3, 2, 1, 0])).toEqual({ freq: 'daily', interval: 1 });
    expect(weekdaysRule([4, 1])).toEqual({ freq: 'weekly', interval: 1, weekdays: [1, 4] });
  });
});
