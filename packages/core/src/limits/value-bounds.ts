/*
 * The ranges every stored number and date must stay in, whichever route or import file brings
 * it. Outside them a value is not "unusual" but unstorable or unprintable: PostgreSQL's
 * `integer` column refuses 1.5, 3e9 and 1e300 (a 500 before these checks), and a timestamp past
 * ±8.64e15 ms is an Invalid Date that throws in `toISOString()` (the CSV export's 500).
 */

/** `tasks.position` is a 32-bit integer on PostgreSQL. */
export const MIN_ORDER = -(2 ** 31);
export const MAX_ORDER = 2 ** 31 - 1;
/**
 * Orders an import may leave behind: half the column's range, so a billion appends (a quota of
 * 10,000 tasks never comes close) can still follow one past the highest order.
 */
export const MAX_IMPORTED_ORDER = 2 ** 30;
/** ECMAScript's Date range: `new Date(8.64e15 + 1)` is an Invalid Date. */
export const MAX_TIMESTAMP_MS = 8.64e15;
/** A streak longer than a long life of daily use is not one anybody earned. */
export const MAX_STREAK_COUNT = 100_000;

export const isOrder = (value: number) => Number.isInteger(value) && value >= MIN_ORDER && value <= MAX_ORDER;

/** Epoch milliseconds that make a real Date (negative ones are before 1970, and no Dayflow task is). */
export const isTimestamp = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_TIMESTAMP_MS;

/** `YYYY-MM-DD` naming a day that exists: not 2026-02-30, not 2026-13-01. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && year >= 1;
}

export const ORDER_RULE = `must be a whole number from ${MIN_ORDER} to ${MAX_ORDER}`;
export const TIMESTAMP_RULE = `must be epoch milliseconds from 0 to ${MAX_TIMESTAMP_MS}`;
export const STREAK_COUNT_RULE = `must be a whole number from 0 to ${MAX_STREAK_COUNT}`;
export const CALENDAR_DATE_RULE = 'must be a real YYYY-MM-DD date';
