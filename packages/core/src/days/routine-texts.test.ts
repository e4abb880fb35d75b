import { describe, expect, it } from 'vitest';
import { scheduleLabel } from './routine-texts';

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
