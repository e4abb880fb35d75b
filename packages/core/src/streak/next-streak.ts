import { addDays, weekdayOf } from '../time/calendar-days';
import { daysBetween, isDateKey } from '../time/local-date';
import type { StreakEvent } from './streak-schemas';

export interface StreakStep {
  count: number;
  lastActive: string;
  event: StreakEvent;
}

/**
 * Two places can be on local dates up to two days apart at the same instant (UTC+14 vs UTC-12),
 * so a lastActive up to this many days ahead of today is a time-zone change, not bad data.
 */
const MAX_ZONE_AHEAD_DAYS = 2;

/**
 * The streak after activity on `today` (the user's local date, spec §4): no record → 1
 * 'welcome'; same day → unchanged 'same'; the next calendar day → +1 'next'; a longer gap →
 * 1 'missed'.
 *
 * A lastActive AFTER today happens when the user travels west (Auckland → Los Angeles). We
 * treat that as 'same' and keep the later lastActive, so travelling neither breaks the streak
 * nor lets the same days count twice. A lastActive further ahead than any zone change explains,
 * or one that is not a date at all, is corrupt and restarts at 1 'missed'.
 * `today` must be a valid date key (a RangeError otherwise).
 *
 * Rest days (weekdays, 0 = Sunday) neither extend nor break the streak: days between lastActive
 * and today that are all rest days do not count as a gap, and activity on a rest day changes
 * nothing ('same') unless the streak was already broken before it.
 */
export function nextStreak(
  previous: { count: number; lastActive: string | null } | null,
  today: string,
  restDays: readonly number[] = [],
): StreakStep {
  if (!isDateKey(today)) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  if (!previous || previous.lastActive === null) return { count: 1, lastActive: today, event: 'welcome' };
  const { lastActive } = previous;
  // A stored record with a lastActive always had at least one active day.
  const count = Number.isInteger(previous.count) && previous.count >= 1 ? previous.count : 1;
  const gap = isDateKey(lastActive) ? daysBetween(lastActive, today) : Number.NaN;
  const bridged = gap > 1 && onlyRestDaysBetween(lastActive, gap, restDays);

  if (gap >= 1 && restDays.includes(weekdayOf(today)) && (gap === 1 || bridged)) {
    return { count, lastActive, event: 'same' };
  }
  if (gap === 1 || bridged) return { count: count + 1, lastActive: today, event: 'next' };
  if (gap <= 0 && gap >= -MAX_ZONE_AHEAD_DAYS) return { count, lastActive, event: 'same' };
  return { count: 1, lastActive: today, event: 'missed' };
}

/** Whether every day strictly between lastActive and lastActive + gap is a rest day. */
function onlyRestDaysBetween(lastActive: string, gap: number, restDays: readonly number[]): boolean {
  if (restDays.length === 0) return false;
  for (let i = 1; i < gap; i += 1) if (!restDays.includes(weekdayOf(addDays(lastActive, i)))) return false;
  return true;
}
