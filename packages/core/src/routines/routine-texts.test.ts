import { describe, expect, it } from 'vitest';
import { ROUTINE_TEXTS, scheduleLabel } from './routine-texts';

describe('scheduleLabel', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6], 'Every day'],
    [[5, 4, 3, 2, 1], 'Weekdays'],
    [[5, 1, 3], 'Mon, Wed, Fri'],
    [[0, 6], 'Sat, Sun'],
    [[1, 2, 3, 4, 5, 6], 'Mon, Tue, Wed, Thu, Fri, Sat'],
    [[3, 3], 'Wed'],
  ])('names %j "%s"', (weekdays, label) => {
    expect(scheduleLabel(weekdays)).toBe(label);
  });
});

describe('ROUTINE_TEXTS.created', () => {
  it.each([
    [[4], 'Routine saved. It repeats every Thursday.'],
    [[0, 1, 2, 3, 4, 5, 6], 'Routine saved. It repeats every day.'],
    [[1, 2, 3, 4, 5], 'Routine saved. It repeats every weekday (Monday to Friday).'],
    [[1, 4], 'Routine saved. It repeats every Monday and Thursday.'],
    [[0, 1, 3], 'Routine saved. It repeats every Monday, Wednesday and Sunday.'],
  ])('says %j in whole words: "%s"', (weekdays, text) => {
    expect(ROUTINE_TEXTS.created(weekdays)).toBe(text);
  });
});
