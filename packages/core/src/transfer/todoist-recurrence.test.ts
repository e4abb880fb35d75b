import { describe, expect, it } from 'vitest';
import { parseRepeatRule } from '../routines/repeat-rule';
import { readRecurrence } from './todoist-recurrence';

// Thursday 15 October 2026: where rhythms that count from their start count from.
const TODAY = '2026-10-15';

describe('readRecurrence', () => {
  it.each([
    ['every day', [0, 1, 2, 3, 4, 5, 6]],
    ['Every Day', [0, 1, 2, 3, 4, 5, 6]],
    ['daily', [0, 1, 2, 3, 4, 5, 6]],
    ['every! day', [0, 1, 2, 3, 4, 5, 6]],
    ['ev day', [0, 1, 2, 3, 4, 5, 6]],
    ['every morning', [0, 1, 2, 3, 4, 5, 6]],
    ['every day at 9am', [0, 1, 2, 3, 4, 5, 6]],
    ['every 1 day', [0, 1, 2, 3, 4, 5, 6]],
    ['every weekday', [1, 2, 3, 4, 5]],
    ['every workday starting tomorrow', [1, 2, 3, 4, 5]],
    ['every weekend', [0, 6]],
    ['every monday', [1]],
    ['every mon, wed', [1, 3]],
    ['every monday and friday', [1, 5]],
    ['every tue & thurs at 18:00', [2, 4]],
    ['every wed, mon, wed', [1, 3]],
    ['every sunday', [0]],
    ['every sat,sun', [0, 6]],
    // Every week from the import's day: a Thursday.
    ['every week', [4]],
  ])('%j repeats on weekdays %j', (date, weekdays) => {
    expect(readRecurrence(date, TODAY)).toEqual({ weekdays });
  });

  it.each([
    ['every other day', 'FREQ=DAILY;INTERVAL=2', []],
    ['every 3 days', 'FREQ=DAILY;INTERVAL=3', []],
    ['every 3 days at 8pm', 'FREQ=DAILY;INTERVAL=3', []],
    ['every other week', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', [4]],
    ['every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', [4]],
    ['every other tuesday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', [2]],
    ['every 3 weeks on monday', 'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO', [1]],
    ['every month', 'FREQ=MONTHLY;BYMONTHDAY=15', []],
    ['every other month', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15', []],
    ['every 3 months', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15', []],
    ['every month on the 1st', 'FREQ=MONTHLY;BYMONTHDAY=1', []],
    ['every month on the 15th', 'FREQ=MONTHLY;BYMONTHDAY=15', []],
    ['every 2 months on the 22nd', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=22', []],
    ['every 15th', 'FREQ=MONTHLY;BYMONTHDAY=15', []],
    ['every 31st', 'FREQ=MONTHLY;BYMONTHDAY=-1', []],
    ['every 30', 'FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1', []],
    ['every last day', 'FREQ=MONTHLY;BYMONTHDAY=-1', []],
    ['every month on the last day', 'FREQ=MONTHLY;BYMONTHDAY=-1', []],
    ['every 2nd tuesday', 'FREQ=MONTHLY;BYDAY=2TU', []],
    ['every first monday', 'FREQ=MONTHLY;BYDAY=1MO', []],
    ['every last friday', 'FREQ=MONTHLY;BYDAY=-1FR', []],
    ['every year', 'FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=15', []],
    ['every jan 1', 'FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1', []],
    ['every 14 march', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14', []],
    ['every sept 3rd', 'FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=3', []],
    ['every feb 29', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1', []],
  ])('%j becomes %s', (date, rrule, weekdays) => {
    expect(readRecurrence(date, TODAY)).toEqual({ weekdays, rrule });
    // Every rule read is one the Routines screen offers and the API accepts.
    expect(parseRepeatRule(rrule)).not.toBeNull();
  });

  it('counts from the import day’s date: the 31st of a month is its last day', () => {
    expect(readRecurrence('every month', '2026-10-31')).toEqual({ weekdays: [], rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' });
  });

  it.each([
    'every 2 hours',
    'every 0 days',
    'every 100 days',
    'every 5th monday',
    'every 32nd',
    'every feb 30',
    'every funday',
    'every weekday except friday',
  ])('%j recurs in a way no routine does', (date) => {
    expect(readRecurrence(date, TODAY)).toEqual({ unsupported: date });
  });

  it.each(['', 'today', 'tomorrow', '2026-05-21', 'next monday', 'everyday'])('%j does not recur', (date) => {
    expect(readRecurrence(date, TODAY)).toBeNull();
  });
});
