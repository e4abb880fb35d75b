import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/calendar-days';
import { daysBetween, isDateKey } from '../time/local-date';
import { readTodoistDate, repeatFirstDay, type TodoistDate } from './todoist-dates';

// A Thursday.
const TODAY = '2026-12-03';
const day = (d: string, minutes: number | null = null): TodoistDate => ({ kind: 'day', day: d, minutes });
const UNREAD: TodoistDate = { kind: 'unread' };

describe('readTodoistDate', () => {
  it.each<[string, TodoistDate]>([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['today', day('2026-12-03')],
    ['Today', day('2026-12-03')],
    ['tod', day('2026-12-03')],
    ['tomorrow', day('2026-12-04')],
    ['TMR', day('2026-12-04')],
    ['Dec 3', day('2026-12-03')],
    ['dec 5', day('2026-12-05')],
    ['December 8', day('2026-12-08')],
    ['8 Dec', day('2026-12-08')],
    ['8th December', day('2026-12-08')],
    ['Dec 8th', day('2026-12-08')],
    ['3 Dec 2026', day('2026-12-03')],
    ['Dec 8, 2027', day('2027-12-08')],
    ['8 Dec 2025', day('2025-12-08')], // written with its year: kept, overdue
    ['Dec 2', day('2027-12-02')], // without a year: the next Dec 2
    ['Jan 2', day('2027-01-02')],
    ['2026-12-08', day('2026-12-08')],
    ['2026-11-30', day('2026-11-30')],
    ['2026-12-08T10:00', day('2026-12-08', 600)],
    ['2026-12-08T10:00:00', day('2026-12-08', 600)],
    ['2026-12-08 17:45', day('2026-12-08', 17 * 60 + 45)],
    ['next Friday', day('2026-12-04')],
    ['friday', day('2026-12-04')],
    ['Thursday', day('2026-12-10')], // never today
    ['next thu', day('2026-12-10')],
    ['this sat', day('2026-12-05')],
    ['next week', day('2026-12-07')],
    ['in 3 days', day('2026-12-06')],
    ['in 1 day', day('2026-12-04')],
    ['in 2 weeks', day('2026-12-17')],
    ['in a week', day('2026-12-10')],
    ['in3d', day('2026-12-06')],
    ['Dec 8 10:00', day('2026-12-08', 600)],
    ['Dec 8 at 10am', day('2026-12-08', 600)],
    ['Dec 8 at 10 am', day('2026-12-08', 600)],
    ['Dec 8 @ 9:30pm', day('2026-12-08', 21 * 60 + 30)],
    ['tomorrow at 10', day('2026-12-04', 600)],
    ['today at 18:00', day('2026-12-03', 18 * 60)],
    ['at 10am', day('2026-12-03', 600)],
    ['10:00', day('2026-12-03', 600)],
    // Not read: each lands in Brain Dump, named.
    ['someday', UNREAD],
    ['12/03/2026', UNREAD], // month or day first? Not guessed.
    ['Dec 32', UNREAD],
    ['Feb 29 2027', UNREAD],
    ['2026-02-30', UNREAD],
    ['2026-12-08T25:00', UNREAD],
    ['2026-12-08T10:00Z', UNREAD],
    ['Dec 8 at noonish', UNREAD],
    ['at', UNREAD],
    ['in 0 days', UNREAD],
    ['in 1000 days', UNREAD],
    ['3 Dec 0001', UNREAD],
    ['next month', UNREAD],
  ])('%j → %j', (cell, expected) => {
    expect(readTodoistDate(cell, TODAY)).toEqual(expected);
  });

  it('finds the next Feb 29 for a year-less one, and reads the year end forward', () => {
    expect(readTodoistDate('Feb 29', '2026-03-01')).toEqual(day('2028-02-29'));
    expect(readTodoistDate('Feb 29', '2028-02-29')).toEqual(day('2028-02-29'));
    expect(readTodoistDate('Jan 2', '2026-12-30')).toEqual(day('2027-01-02'));
    expect(readTodoistDate('Dec 31', '2026-12-31')).toEqual(day('2026-12-31'));
    expect(readTodoistDate('tomorrow', '2026-12-31')).toEqual(day('2027-01-01'));
    expect(readTodoistDate('in 2 days', '2028-02-28')).toEqual(day('2028-03-01'));
  });

  it('reads only dates without words in another language, and English when DATE_LANG is empty or en', () => {
    expect(readTodoistDate('morgen', TODAY, 'de')).toEqual(UNREAD);
    expect(readTodoistDate('mar 5', TODAY, 'fr')).toEqual(UNREAD); // mardi, not March
    expect(readTodoistDate('2026-12-08 10:00', TODAY, 'de')).toEqual(day('2026-12-08', 600));
    expect(readTodoistDate('14:30', TODAY, 'de')).toEqual(day(TODAY, 870));
    expect(readTodoistDate('Dec 8', TODAY, 'en')).toEqual(day('2026-12-08'));
    expect(readTodoistDate('Dec 8', TODAY, 'en-GB')).toEqual(day('2026-12-08'));
  });

  const todays = fc
    .integer({ min: 0, max: 365 * 200 })
    .map((n) => addDays('1970-01-01', n))
    .filter((d) => d <= '2169-12-31');

  it('never throws, and any day it reads is a real date', () => {
    const words = fc.constantFrom('dec', '3', 'at', '10am', 'next', 'fri', 'in', 'days', '2026', 'feb', '29', ',');
    const cells = fc.oneof(
      fc.string(),
      fc.array(words, { maxLength: 5 }).map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(cells, todays, fc.constantFrom('', 'en', 'de'), (cell, today, lang) => {
        const read = readTodoistDate(cell, today, lang);
        if (read.kind === 'day') expect(isDateKey(read.day)).toBe(true);
      }),
    );
  });

  it('never reads a day before today from words relative to now', () => {
    const weekdays = ['mon', 'tuesday', 'Wed', 'thurs', 'fri', 'saturday', 'sun'];
    const months = ['jan', 'February', 'mar', 'apr', 'may', 'june', 'jul', 'aug', 'sept', 'oct', 'nov', 'December'];
    const relative = fc.oneof(
      fc.constantFrom('today', 'tomorrow', 'next week', ...weekdays, ...weekdays.map((w) => `next ${w}`)),
      fc.integer({ min: 1, max: 999 }).map((n) => `in ${n} days`),
      fc.tuple(fc.constantFrom(...months), fc.integer({ min: 1, max: 29 })).map(([m, d]) => `${m} ${d}`),
      fc.tuple(fc.constantFrom(...months), fc.integer({ min: 1, max: 29 })).map(([m, d]) => `${d} ${m} at 9am`),
    );
    fc.assert(
      fc.property(relative, todays, (cell, today) => {
        const read = readTodoistDate(cell, today);
        expect(read.kind).toBe('day');
        if (read.kind === 'day') expect(daysBetween(today, read.day)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never reads a weekday name as today', () => {
    fc.assert(
      fc.property(todays, fc.constantFrom('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'), (today, weekday) => {
        const read = readTodoistDate(`next ${weekday}`, today);
        expect(read.kind === 'day' && daysBetween(today, read.day)).toBeGreaterThanOrEqual(1);
        expect(read.kind === 'day' && daysBetween(today, read.day)).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('repeatFirstDay', () => {
  it.each<[string, string | null]>([
    ['every 3 days', TODAY],
    ['every other week', TODAY],
    ['every month at 9am', TODAY],
    ['ev 2 weeks', TODAY],
    ['every 3 days starting Dec 8', '2026-12-08'],
    ['every month from 2026-12-15 until 2027-06-01', '2026-12-15'],
    ['every 2 weeks starting on friday', '2026-12-04'],
    ['every month on the 15th', null],
    ['every 3 days starting someday', null],
  ])('%j → %j', (cell, first) => {
    expect(repeatFirstDay(cell, TODAY)).toBe(first);
  });
});
