import { addDays, weekdayOf, type Weekday } from './calendar-days';
import { isDateKey } from './local-date';

/**
 * A month as a calendar page shows it, on date keys (`YYYY-MM-DD`, time/local-date.ts): the
 * arithmetic a day picker needs, on calendar days only, so no zone or DST can shift a day.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const parts = (key: string) => {
  if (!isDateKey(key)) throw new RangeError(`Not a YYYY-MM-DD date: ${key}`);
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), day: Number(key.slice(8, 10)) };
};

/** Days in a month (1-based) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The first day of `key`'s month. */
export const startOfMonth = (key: string): string => `${key.slice(0, 8)}01`;

/**
 * The same day `months` months on (back when negative); a day the month lacks falls on its last
 * day, so Jan 31 + 1 month is Feb 28 (29 in a leap year), as Page Down in a date picker expects.
 */
export function addMonths(key: string, months: number): string {
  const { year, month, day } = parts(key);
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(day, daysInMonth(toYear, toMonth)))}`;
}

/**
 * The weeks of `key`'s month, each seven cells starting on `weekStart` (0 = Sunday, as the
 * user's locale starts its week); a cell outside the month is null. Four to six weeks.
 */
export function monthGrid(key: string, weekStart: Weekday): (string | null)[][] {
  const first = startOfMonth(key);
  const { year, month } = parts(first);
  const last = `${first.slice(0, 8)}${pad(daysInMonth(year, month))}`;
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const weeks: (string | null)[][] = [];
  for (let start = addDays(first, -lead); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(start, i);
        return day.slice(0, 7) === first.slice(0, 7) ? day : null;
      }),
    );
  }
  return weeks;
}
