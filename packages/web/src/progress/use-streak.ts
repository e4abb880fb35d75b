import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { streakMessage, type Streak } from '@dayflow/core';
import { streakStore, useStreakValue } from './streak/streak-store';

/**
 * Records today's activity (when the planner opens and again on rollover) and returns the streak,
 * which its store owns (streak/streak-store.ts). The day's first step is told in a toast (spec §4):
 * 'Welcome! …', 'Day n! …', 'You missed a day …', and every fifth day 'Amazing! You've hit a n-day
 * streak!' (the streak toast every 5 days). Later activity the same day says nothing.
 */
export function useStreak(uid: string, today: string, timeZone: string): Streak | null {
  // Read first: subscribing starts a new showing of the streak, which records the day anew.
  const streak = useStreakValue(uid);
  useEffect(() => {
    void streakStore(uid)
      .recordDay(today, timeZone)
      .then((result) => {
        const message = result && streakMessage(result);
        if (message) toast(message, { icon: '🔥' });
      });
  }, [uid, today, timeZone]);
  return streak;
}
