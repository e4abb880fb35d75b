import { DAY_MS } from '../constants';
import { zoneFormatter } from './zone-formatter';

/**
 * Calendar days in a user's own time zone. A "day" in Dayflow (completed today, the streak)
 * is the user's local date, never the server's and never a 24-hour window.
 */

const DATE_ONLY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const formatterFor = (timeZone: string) => zoneFormatter('date', timeZone, DATE_ONLY);

/**
 * The local date (`YYYY-MM-DD`) of an instant in an IANA time zone.
 * Throws a RangeError for an unknown zone or a non-finite instant: both are caller bugs.
 */
export function localDateKey(ms: number, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a date key, or null when the key is malformed or not a real date. */
function utcMidnight(key: string): number | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear rather than Date.UTC so years 0–99 are not read as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const roundTrips = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return roundTrips ? date.getTime() : null;
}

/** True for a well-formed `YYYY-MM-DD` that names a real calendar date. */
export function isDateKey(key: string): boolean {
  return utcMidnight(key) !== null;
}

/**
 * Calendar days from `fromKey` to `toKey` (positive when `toKey` is later). Pure date
 * arithmetic on UTC midnights, so a 23- or 25-hour local day never skews it.
 * Throws a RangeError for a malformed key.
 */
export function daysBetween(fromKey: string, toKey: string): number {
  const from = utcMidnight(fromKey);
  const to = utcMidnight(toKey);
  if (from === null || to === null) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${from === null ? fromKey : toKey}`);
  }
  return Math.round((to - from) / DAY_MS);
}
