import { STREAK_MILESTONE_EVERY_DAYS, STREAK_ON_FIRE_ABOVE, STREAK_TOAST_EVERY_DAYS } from '../constants';
import { TEXTS } from '../texts';
import type { StreakEvent } from './streak-schemas';

interface StreakResult {
  count: number;
  event: StreakEvent;
}

/** What to tell the user after a streak step (spec §4); nothing for same-day activity. */
export function streakMessage(result: StreakResult): string | null {
  switch (result.event) {
    case 'welcome':
      return TEXTS.streak.welcome;
    case 'missed':
      return TEXTS.streak.missed;
    case 'next':
      return result.count % STREAK_MILESTONE_EVERY_DAYS === 0
        ? TEXTS.streak.milestone(result.count)
        : TEXTS.streak.nextDay(result.count);
    case 'same':
      return null;
  }
}

/** A streak toast every 5 days: only on the step that reaches a multiple of 5. */
export function shouldToastStreak(result: StreakResult): boolean {
  return result.event === 'next' && result.count % STREAK_TOAST_EVERY_DAYS === 0;
}

/** The streak card's caption. */
export function streakCaption(count: number): string {
  return count > STREAK_ON_FIRE_ABOVE ? TEXTS.onFire : TEXTS.keepItBurning;
}
