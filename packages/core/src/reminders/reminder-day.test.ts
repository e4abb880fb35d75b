import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderDay, type ReminderDayForm } from './reminder-day';
import { localTimeOf, shiftLocalDays } from './zoned-time';

const zone = 'Europe/Paris';
// Thursday 26 November 2026, 10:36 in Paris.
const now = Date.parse('2026-11-26T09:36:00Z');

describe('reminderDay', () => {
  it.each<[string, ReminderDayForm, string, boolean]>([
    ['2026-11-26T08:00:00Z', 'today', '2026-11-26', true],
    ['2026-11-26T22:59:00Z', 'today', '2026-11-26', true],
    ['2026-11-26T23:00:00Z', 'tomorrow', '2026-11-27', true],
    ['2026-11-28T08:00:00Z', 'weekday', '2026-11-28', true],
    ['2026-12-02T08:00:00Z', 'weekday', '2026-12-02', true],
    // A week on is the same weekday as today: the date says which.
    ['2026-12-03T08:00:00Z', 'date', '2026-12-03', true],
    ['2026-11-25T08:00:00Z', 'date', '2026-11-25', true],
    ['2027-01-04T08:00:00Z', 'date', '2027-01-04', false],
  ])('%s', (at, form, date, thisYear) => {
    expect(reminderDay(Date.parse(at), now, zone)).toEqual({ form, date, thisYear });
  });

  it('across a year end, tomorrow is tomorrow and the weekday form keeps to the coming week', () => {
    const eve = Date.parse('2026-12-31T20:00:00Z');
    expect(reminderDay(Date.parse('2027-01-01T08:00:00Z'), eve, zone)).toEqual({
      form: 'tomorrow',
      date: '2027-01-01',
      thisYear: false,
    });
    expect(reminderDay(Date.parse('2027-01-03T08:00:00Z'), eve, zone).form).toBe('weekday');
  });

  it('the same wall-clock time N local days on takes the form for N, across DST changes', () => {
    const forms: ReminderDayForm[] = ['today', 'tomorrow', 'weekday', 'weekday', 'weekday', 'weekday', 'weekday'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom('Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago'),
        fc.integer({ min: 0, max: 30 }),
        (at, timeZone, days) => {
          const later = shiftLocalDays(at, days, timeZone);
          // A wall time skipped by a spring-forward night can land on the next local date.
          if (localTimeOf(later, timeZone).minutes !== localTimeOf(at, timeZone).minutes) return true;
          return reminderDay(later, at, timeZone).form === (forms[days] ?? 'date');
        },
      ),
    );
  });
});
