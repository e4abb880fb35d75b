import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { shouldToastStreak, streakMessage, type Streak, type StreakActivityResult } from '@dayflow/core';
import { apiFetch } from '../lib/api';

/**
 * Records today's activity once per local day (when the planner opens and again on rollover) and
 * returns the streak. Only every fifth day gets a toast (spec §4 "A streak toast appears every
 * 5 days"); the other streak messages are not shown, as in the product.
 */
export function useStreak(today: string, timeZone: string): Streak | null {
  const [streak, setStreak] = useState<Streak | null>(null);
  // Also keeps React's development double-run of effects from posting twice.
  const recordedDay = useRef<string | null>(null);

  useEffect(() => {
    if (recordedDay.current === today) return;
    recordedDay.current = today;
    apiFetch<StreakActivityResult>('/api/streak/activity', { method: 'POST', body: { timeZone } })
      .then((result) => {
        setStreak({ count: result.count, lastActive: result.lastActive });
        const message = streakMessage(result);
        if (message && shouldToastStreak(result)) toast(message, { icon: '🔥' });
      })
      .catch(async (error: unknown) => {
        console.error('Streak update failed:', error);
        try {
          setStreak(await apiFetch<Streak>('/api/streak'));
        } catch {
          // Offline: the card shows no count rather than a wrong one.
        }
      });
  }, [today, timeZone]);

  return streak;
}
