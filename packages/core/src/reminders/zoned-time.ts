import { DAY_MS } from '../constants';
import { addDays } from '../time/calendar-days';
import { localDateKey } from '../time/local-date';
import { zoneFormatter } from '../time/zone-formatter';

const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
const formatterFor = (timeZone: string) => zoneFormatter('date-time', timeZone, DATE_AND_TIME);

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Local date and minutes after local midnight of an instant. */
export function localTimeOf(ms: number, timeZone: string): { date: string; minutes: number } {
  const local = ms + offsetAt(ms, timeZone);
  const inDay = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  return { date: localDateKey(ms, timeZone), minutes: Math.floor(inDay / 60_000) };
}

/**
 * The instant a wall-clock time happens on a local date. A time skipped by a DST change (02:30
 * on a spring-forward night) comes out an hour later, as clocks show it; a repeated one takes
 * its first occurrence.
 */
export function instantAt(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // The offsets a day either side cover a DST change on that date; each gives a candidate.
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const shows = (ms: number) => {
    const local = localTimeOf(ms, timeZone);
    return local.date === date && local.minutes === minutes;
  };
  const valid = [before, after].filter(shows);
  // Repeated (fall back): the first occurrence. Skipped (spring forward): the old offset, which
  // lands where the clocks moved on to.
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** The same wall-clock time `days` local days later. */
export function shiftLocalDays(ms: number, days: number, timeZone: string): number {
  const { date, minutes } = localTimeOf(ms, timeZone);
  return instantAt(addDays(date, days), minutes, timeZone);
}
