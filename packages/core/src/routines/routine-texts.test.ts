import { describe, expect, it } from 'vitest';
import { ROUTINE_TEXTS, ordinal, repeatLabel, repeatSentence, repeatSummary, scheduleLabel } from './routine-texts';

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

describe('repeatLabel and repeatSentence', () => {
  it.each([
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', [2], 'Every other Tuesday'],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH', [1, 4], 'Every 3 weeks on Monday and Thursday'],
    ['FREQ=DAILY;INTERVAL=2', [], 'Every other day'],
    ['FREQ=DAILY;INTERVAL=3', [], 'Every 3 days'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', [], 'Monthly on the last day'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', [], 'Monthly on the 1st'],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=22', [], 'Every other month on the 22nd'],
    ['FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1', [], 'Monthly on the 30th (the last day in shorter months)'],
    ['FREQ=MONTHLY;BYDAY=2TU', [], 'Monthly on the 2nd Tuesday'],
    ['FREQ=MONTHLY;INTERVAL=6;BYDAY=-1FR', [], 'Every 6 months on the last Friday'],
    ['FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14', [], 'Yearly on March 14'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1', [], 'Yearly on February 29 (February 28 in other years)'],
    ['FREQ=YEARLY;INTERVAL=2;BYMONTH=12;BYMONTHDAY=3', [], 'Every other year on December 3'],
    // Weekday routines keep the words they always had.
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', [1, 3, 5], 'Mon, Wed, Fri'],
    ['FREQ=DAILY', [0, 1, 2, 3, 4, 5, 6], 'Every day'],
    [null, [1, 2, 3, 4, 5], 'Weekdays'],
  ])('%s → "%s"', (rrule, weekdays, label) => {
    expect(repeatLabel({ weekdays, rrule })).toBe(label);
  });

  it.each([
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', [2], 'Routine “Bins” saved. It repeats every other Tuesday.'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', [], 'Routine “Bins” saved. It repeats monthly on the last day.'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', [1, 4], 'Routine “Bins” saved. It repeats every Monday and Thursday.'],
  ])('says %s in a sentence', (rrule, weekdays, text) => {
    expect(ROUTINE_TEXTS.added('Bins', { weekdays, rrule })).toBe(text);
    expect(text).toContain(repeatSentence({ weekdays, rrule }));
  });

  it('sums a rhythm up as a sentence of its own', () => {
    expect(repeatSummary({ weekdays: [2], rrule: 'FREQ=WEEKLY;BYDAY=TU' })).toBe('Every Tuesday');
    expect(repeatSummary({ weekdays: [1, 2, 3, 4, 5] })).toBe('Every weekday (Monday to Friday)');
    expect(repeatSummary({ weekdays: [], rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' })).toBe('Monthly on the last day');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
  ])('ordinal(%i) = %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
