import { describe, expect, it } from 'vitest';
import { readRecurrence } from './todoist-recurrence';

describe('readRecurrence', () => {
  it.each([
    ['every day', [0, 1, 2, 3, 4, 5, 6]],
    ['Every Day', [0, 1, 2, 3, 4, 5, 6]],
    ['daily', [0, 1, 2, 3, 4, 5, 6]],
    ['every! day', [0, 1, 2, 3, 4, 5, 6]],
    ['ev day', [0, 1, 2, 3, 4, 5, 6]],
    ['every morning', [0, 1, 2, 3, 4, 5, 6]],
    ['every day at 9am', [0, 1, 2, 3, 4, 5, 6]],
    ['every weekday', [1, 2, 3, 4, 5]],
    ['every workday starting tomorrow', [1, 2, 3, 4, 5]],
    ['every weekend', [0, 6]],
    ['every mon, wed', [1, 3]],
    ['every monday and friday', [1, 5]],
    ['every tue & thurs at 18:00', [2, 4]],
    ['every wed, mon, wed', [1, 3]],
    ['every sunday', [0]],
    ['every sat,sun', [0, 6]],
  ])('%j repeats on %j', (date, weekdays) => {
    expect(readRecurrence(date)).toEqual({ weekdays });
  });

  it.each(['every 3 days', 'every other day', 'every month', 'every 2nd monday', 'every jan 1', 'every week'])(
    '%j recurs on no fixed weekdays',
    (date) => {
      expect(readRecurrence(date)).toEqual({ unsupported: date });
    },
  );

  it.each(['', 'today', 'tomorrow', '2026-05-21', 'next monday', 'everyday'])('%j does not recur', (date) => {
    expect(readRecurrence(date)).toBeNull();
  });
});
