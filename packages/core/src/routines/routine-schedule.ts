import { weekdayOf, type Weekday } from '../time/calendar-days';

/** Every day of the week, Sunday first (0 = Sunday, as everywhere in days/). */
export const EVERY_DAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
/** Monday to Friday. */
export const WORKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export type ScheduleKind = 'everyDay' | 'weekdays' | 'custom';

/** Sorted without repeats, so two spellings of one set compare and store alike. */
export function normalizeWeekdays(weekdays: readonly number[]): Weekday[] {
  return [...new Set(weekdays)]
    .filter((d): d is Weekday => Number.isInteger(d) && d >= 0 && d <= 6)
    .sort((a, b) => a - b);
}

/** Whether a routine on these weekdays is due on a local date. */
export function isRoutineDue(weekdays: readonly number[], dateKey: string): boolean {
  return weekdays.includes(weekdayOf(dateKey));
}

/** How a schedule is named to the user: every day, weekdays (Mon–Fri), or a chosen set. */
export function scheduleKind(weekdays: readonly number[]): ScheduleKind {
  const set = normalizeWeekdays(weekdays).join();
  if (set === EVERY_DAY.join()) return 'everyDay';
  if (set === WORKDAYS.join()) return 'weekdays';
  return 'custom';
}

/** A weekday set as a 7-bit mask (bit d = weekday d): how the server stores it. */
export function weekdaysToMask(weekdays: readonly number[]): number {
  return normalizeWeekdays(weekdays).reduce<number>((mask, d) => mask | (1 << d), 0);
}

/** The weekday set of a 7-bit mask; higher bits are ignored. */
export function maskToWeekdays(mask: number): Weekday[] {
  return EVERY_DAY.filter((d) => (mask & (1 << d)) !== 0);
}
