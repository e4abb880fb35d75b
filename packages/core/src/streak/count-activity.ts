import { nextStreak, type StreakStep } from './next-streak';

export interface StoredStreakDay {
  count: number;
  lastActive: string | null;
  /**
   * When the last counted local day ended (epoch ms), in the zone it was counted in; null for a
   * record from before this was kept.
   */
  countedUntil: number | null;
}

export interface StreakActivity {
  /** The user's local date now. */
  today: string;
  /** The instant of the activity (the server's clock). */
  now: number;
  /** When `today` ends in the user's zone (see localDayEnd). */
  todayEndsAt: number;
  /** Weekdays (0 = Sunday) that neither extend nor break the streak; none by default. */
  restDays?: readonly number[];
}

export interface CountedStep extends StreakStep {
  countedUntil: number | null;
}

/**
 * nextStreak (spec §4), with one bound the calendar alone cannot give: a new day counts only
 * once the last counted day is over in real time. Without it, a user who counted a day in UTC
 * could switch to UTC+14, be on "tomorrow" straight away, and add a day within the same hour.
 *
 * In one zone this never changes anything: the next local date starts exactly when the last one
 * ends. After a move east, the new local date that overlaps the day already counted moves
 * lastActive forward without adding to the count ('same'), so the day after it still follows on
 * and the streak goes on rather than restarting.
 */
export function countActivity(previous: StoredStreakDay | null, activity: StreakActivity): CountedStep {
  const { today, now, todayEndsAt, restDays } = activity;
  const step = nextStreak(previous, today, restDays);
  const countedUntil = previous?.countedUntil ?? null;
  if (step.event === 'same') return { ...step, countedUntil };
  if (step.event === 'next' && countedUntil !== null && now < countedUntil) {
    return {
      count: previous!.count,
      lastActive: today,
      event: 'same',
      countedUntil: Math.max(countedUntil, todayEndsAt),
    };
  }
  return { ...step, countedUntil: todayEndsAt };
}
