import { describe, expect, it } from 'vitest';
import { parseClock, parseReminderWords, resolveReminderWhen } from './reminder-when';

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
    expect(parseReminderWords('@tomorrow', '9:00')).toEqual({ when: { day: 'tomorrow', minutes: 540 }, words: 2 });
    expect(parseReminderWords('@Tomorrow', 'soon')).toEqual({ when: { day: 'tomorrow', minutes: 540 }, words: 1 });
    expect(parseReminderWords('@today', '5pm')).toEqual({ when: { day: 'today', minutes: 1020 }, words: 2 });
    expect(parseReminderWords('@today', undefined)).toBeNull();
    expect(parseReminderWords('@ada', undefined)).toBeNull();
    expect(parseReminderWords('15:00', undefined)).toBeNull();
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
    expect(iso(resolveReminderWhen({ day: 'tomorrow', minutes: 9 * 60 }, now, zone))).toBe('2026-11-27T08:00:00.000Z');
    expect(iso(resolveReminderWhen({ day: 'today', minutes: 9 * 60 }, now, zone))).toBe('2026-11-26T08:00:00.000Z');
  });
});
