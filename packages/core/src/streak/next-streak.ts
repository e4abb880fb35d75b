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
 */
export function nextStreak(previous: { count: number; lastActive: string | null } | null, today: string): StreakStep {
  if (!isDateKey(today)) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  if (!previous || previous.lastActive === null) return { count: 1, lastActive: today, event: 'welcome' };
  const { lastActive } = previous;
  // A stored record with a lastActive always had at least one active day.
  const count = Number.isInteger(previous.count) && previous.count >= 1 ? previous.count : 1;
  const gap = isDateKey(lastActive) ? daysBetween(lastActive, today) : Number.NaN;

  if (gap === 1) return { count: count + 1, lastActive: today, event: 'next' };
  if (gap <= 0 && gap >= -MAX_ZONE_AHEAD_DAYS) return { count, lastActive, event: 'same' };
  return { count: 1, lastActive: today, event: 'missed' };
}
