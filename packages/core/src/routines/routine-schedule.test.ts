import { describe, expect, it } from 'vitest';
import {
  EVERY_DAY,
  WORKDAYS,
  isRoutineDue,
  maskToWeekdays,
  normalizeWeekdays,
  scheduleKind,
  weekdaysToMask,
} from './routine-schedule';

// 2026-06-15 is a Monday; 2026-06-20 a Saturday; 2026-06-21 a Sunday.
describe('isRoutineDue', () => {
  it.each([
    { schedule: 'every day', weekdays: EVERY_DAY, date: '2026-06-21', due: true },
    { schedule: 'every day', weekdays: EVERY_DAY, date: '2026-06-17', due: true },
    { schedule: 'weekdays', weekdays: WORKDAYS, date: '2026-06-15', due: true },
    { schedule: 'weekdays', weekdays: WORKDAYS, date: '2026-06-19', due: true },
    { schedule: 'weekdays', weekdays: WORKDAYS, date: '2026-06-20', due: false },
    { schedule: 'weekdays', weekdays: WORKDAYS, date: '2026-06-21', due: false },
    { schedule: 'Mon+Thu', weekdays: [1, 4], date: '2026-06-18', due: true },
    { schedule: 'Mon+Thu', weekdays: [1, 4], date: '2026-06-17', due: false },
    { schedule: 'Sundays', weekdays: [0], date: '2026-06-21', due: true },
    { schedule: 'Sundays', weekdays: [0], date: '2026-06-20', due: false },
    { schedule: 'Tuesdays, leap day', weekdays: [2], date: '2028-02-29', due: true },
    { schedule: 'none', weekdays: [], date: '2026-06-15', due: false },
  ])('$schedule on $date → $due', ({ weekdays, date, due }) => {
    expect(isRoutineDue(weekdays, date)).toBe(due);
  });
});

describe('weekday sets', () => {
  it.each([
    { weekdays: [5, 1, 1, 3], normal: [1, 3, 5], mask: 0b101010, kind: 'custom' },
    { weekdays: [6, 5, 4, 3, 2, 1, 0], normal: [0, 1, 2, 3, 4, 5, 6], mask: 127, kind: 'everyDay' },
    { weekdays: [1, 2, 3, 4, 5], normal: [1, 2, 3, 4, 5], mask: 0b111110, kind: 'weekdays' },
    { weekdays: [0, 6], normal: [0, 6], mask: 0b1000001, kind: 'custom' },
    { weekdays: [7, -1, 2.5, 2], normal: [2], mask: 0b100, kind: 'custom' },
  ])('$weekdays → $normal, mask $mask, $kind', ({ weekdays, normal, mask, kind }) => {
    expect(normalizeWeekdays(weekdays)).toEqual(normal);
    expect(weekdaysToMask(weekdays)).toBe(mask);
    expect(maskToWeekdays(mask)).toEqual(normal);
    expect(scheduleKind(weekdays)).toBe(kind);
  });

  it('ignores bits above Saturday', () => {
    expect(maskToWeekdays(0b1_0000_0001)).toEqual([0]);
  });
});
