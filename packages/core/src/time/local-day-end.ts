import { localDateKey } from './local-date';

/** Longer than any local day (25 h with DST, or a day skipped when a zone crosses the date line). */
const SEARCH_SPAN_MS = 50 * 60 * 60 * 1000;

/**
 * The first instant (epoch ms) after `now` whose local date in `timeZone` is no longer `now`'s:
 * when the user's current day ends there. Found by bisection on localDateKey, so DST changes and
 * odd offsets (+05:45, +14:00) need no offset arithmetic. Throws a RangeError for an unknown zone.
 */
export function localDayEnd(now: number, timeZone: string): number {
  const today = localDateKey(now, timeZone);
  let before = now;
  let after = now + SEARCH_SPAN_MS;
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2);
    if (localDateKey(middle, timeZone) === today) before = middle;
    else after = middle;
  }
  return after;
}
