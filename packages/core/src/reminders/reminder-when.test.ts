import { describe, expect, it } from 'vitest';
import type { DayIntent } from '../time/day-words';
import { parseClock, parseReminderWords, resolveReminderWhen } from './reminder-when';

const TODAY: DayIntent = { kind: 'in', days: 0 };
const TOMORROW: DayIntent = { kind: 'in', days: 1 };

describe('parseClock', () => {
  it.each([
    ['15:00', 900],
    ['9:30', 570],
    ['3pm', 900],
    ['3:30PM', 930],
    ['12am', 0],
    ['12pm', 720],
    ['0:05', 5],
    ['15', null],
    ['24:00', null],
    ['9:60', null],
    ['13pm', null],
    ['noon', null],
  ])('%s → %s', (word, minutes) => {
    expect(parseClock(word)).toBe(minutes);
  });
});

describe('parseReminderWords', () => {
  it('reads @time, @tomorrow time and @tomorrow alone', () => {
    expect(parseReminderWords('@15:00', undefined)).toEqual({ when: { day: null, minutes: 900 }, words: 1 });
    expect(parseReminderWords('@tomorrow', '9:00')).toEqual({ when: { day: TOMORROW, minutes: 540 }, words: 2 });
    expect(parseReminderWords('@Tomorrow', 'soon')).toEqual({ when: { day: TOMORROW, minutes: 540 }, words: 1 });
    expect(parseReminderWords('@today', '5pm')).toEqual({ when: { day: TODAY, minutes: 1020 }, words: 2 });
    expect(parseReminderWords('@today', undefined)).toBeNull();
    expect(parseReminderWords('@ada', undefined)).toBeNull();
    expect(parseReminderWords('15:00', undefined)).toBeNull();
  });

  it('reads any day word, with a time or alone (that morning)', () => {
    expect(parseReminderWords('@fri', '10:00')).toEqual({
      when: { day: { kind: 'weekday', weekday: 5 }, minutes: 600 },
      words: 2,
    });
    expect(parseReminderWords('@Dec3', 'lunch')).toEqual({
      when: { day: { kind: 'date', month: 12, day: 3, year: null }, minutes: 540 },
      words: 1,
    });
    expect(parseReminderWords('@in3d', '6pm')?.when.day).toEqual({ kind: 'in', days: 3 });
    expect(parseReminderWords('@2026-12-03', '8:15')?.when.minutes).toBe(495);
    expect(parseReminderWords('@feb30', '9:00')).toBeNull();
  });
});

describe('resolveReminderWhen', () => {
  const zone = 'Europe/Paris';
  const now = Date.parse('2026-11-26T10:00:00Z'); // 11:00 in Paris
  const iso = (ms: number) => new Date(ms).toISOString();

  it('takes a later time today, and an earlier one tomorrow', () => {
    expect(iso(resolveReminderWhen({ day: null, minutes: 15 * 60 }, now, zone))).toBe('2026-11-26T14:00:00.000Z');
    expect(iso(resolveReminderWhen({ day: null, minutes: 9 * 60 }, now, zone))).toBe('2026-11-27T08:00:00.000Z');
  });

  it('keeps a named day', () => {
    expect(iso(resolveReminderWhen({ day: TOMORROW, minutes: 9 * 60 }, now, zone))).toBe('2026-11-27T08:00:00.000Z');
    expect(iso(resolveReminderWhen({ day: TODAY, minutes: 9 * 60 }, now, zone))).toBe('2026-11-26T08:00:00.000Z');
  });

  it('puts a named day at its local time, across a DST change and a year end', () => {
    // Thursday 2026-10-22 in Paris; the clocks go back on Sunday 25 October.
    const before = Date.parse('2026-10-22T10:00:00Z');
    const monday = parseReminderWords('@mon', '9:00')!.when;
    expect(iso(resolveReminderWhen(monday, before, zone))).toBe('2026-10-26T08:00:00.000Z');
    const friday = parseReminderWords('@fri', '9:00')!.when;
    expect(iso(resolveReminderWhen(friday, before, zone))).toBe('2026-10-23T07:00:00.000Z');
    const newYear = parseReminderWords('@jan1', '0:30')!.when;
    expect(iso(resolveReminderWhen(newYear, Date.parse('2026-12-31T22:00:00Z'), zone))).toBe(
      '2026-12-31T23:30:00.000Z',
    );
  });
});
