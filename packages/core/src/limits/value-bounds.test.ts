import { describe, expect, it } from 'vitest';
import { isCalendarDate, isOrder, isTimestamp, MAX_ORDER, MAX_TIMESTAMP_MS, MIN_ORDER } from './value-bounds';

describe('value bounds', () => {
  it.each([
    [0, true],
    [-5, true],
    [MAX_ORDER, true],
    [MIN_ORDER, true],
    [1.5, false],
    [3e9, false],
    [1e300, false],
    [MAX_ORDER + 1, false],
    [MIN_ORDER - 1, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('order %s → %s', (value, ok) => expect(isOrder(value)).toBe(ok));

  it.each([
    [0, true],
    [Date.UTC(2026, 10, 26), true],
    [MAX_TIMESTAMP_MS, true],
    [MAX_TIMESTAMP_MS + 1, false],
    [8.7e15, false],
    [-1, false],
    [1.5, false],
  ])('timestamp %s → %s', (value, ok) => {
    expect(isTimestamp(value)).toBe(ok);
    // The rule is exactly "a Date that can be printed".
    if (ok) expect(() => new Date(value).toISOString()).not.toThrow();
  });

  it.each([
    ['2026-11-26', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-04-00', false],
    ['0000-01-01', false],
    ['2026-1-01', false],
    ['26-11-2026', false],
  ])('calendar date %s → %s', (text, ok) => expect(isCalendarDate(text)).toBe(ok));
});
