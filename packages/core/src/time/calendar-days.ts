import { DAY_MS } from '../constants';
import { daysBetween, isDateKey, localDateKey } from './local-date';

/**
 * Date-key arithmetic for the daily loop. Keys are the user's local calendar dates
 * (`YYYY-MM-DD`, see time/local-date.ts); the arithmetic itself is on calendar days, never on
 * 24-hour steps, so a 23- or 25-hour local day cannot skew it.
 */

/** 0 = Sunday … 6 = Saturday, as in `Date.prototype.getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const EPOCH_KEY = '1970-01-01';
/** 1970-01-01 was a Thursday. */
const EPOCH_WEEKDAY = 4;

function assertKey(key: string): void {
  if (!isDateKey(key)) throw new RangeError(`Not a YYYY-MM-DD date: ${key}`);
}

/** The date key `days` calendar days after `key` (before it when negative). */
export function addDays(key: string, days: number): string {
  assertKey(key);
  const date = new Date((daysBetween(EPOCH_KEY, key) + Math.trunc(days)) * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The weekday of a date key. */
export function weekdayOf(key: string): Weekday {
  assertKey(key);
  return ((((daysBetween(EPOCH_KEY, key) + EPOCH_WEEKDAY) % 7) + 7) % 7) as Weekday;
}

/** The Monday that starts the (ISO) week of a date key. */
export function startOfWeek(key: string): string {
  return addDays(key, -((weekdayOf(key) + 6) % 7));
}

/**
 * Which local date a user is on at `now`. A thin name over localDateKey so day rules read as
 * what they mean; throws a RangeError for an unknown zone.
 */
export function todayIn(now: number, timeZone: string): string {
  return localDateKey(now, timeZone);
}

/**
 * Whether the user's day has moved on since `lastDay`. Only forward: after flying west the
 * local date can fall behind the last started day, and days never start twice.
 */
export function isNewDay(lastDay: string | null, today: string): boolean {
  return lastDay === null || daysBetween(lastDay, today) > 0;
}
