import type { Streak, StreakActivityResult } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';
import { readCachedStreak, writeCachedStreak } from './streak-cache';

/**
 * The one owner of a user's day streak. The server decides the count when today's activity is
 * recorded; that happens once per local day while the streak is shown, however many components
 * ask, and again when it is shown anew (the server counts a day once whatever it is told, so a
 * repeat only refreshes the count).
 */
function createStreakStore(uid: string) {
  let recordedDay: string | null = null;
  // The last streak this device was given, shown until the server answers (offline, until back).
  const resource = createResource<Streak | null>(readCachedStreak(uid), () => {
    recordedDay = null;
  });
  const remember = (streak: Streak) => {
    resource.set(streak);
    writeCachedStreak(uid, streak);
  };

  return {
    resource,
    /**
     * Records `today` as active. Answers the server's result the first time for a day, so the
     * caller can show the streak message; undefined when that day was already recorded or the
     * request failed (then the stored streak is read instead; offline, the last one seen here stays).
     */
    async recordDay(today: string, timeZone: string): Promise<StreakActivityResult | undefined> {
      if (recordedDay === today) return undefined;
      recordedDay = today;
      try {
        const result = await apiFetch<StreakActivityResult>('/api/streak/activity', {
          method: 'POST',
          body: { timeZone },
        });
        remember({ count: result.count, lastActive: result.lastActive });
        return result;
      } catch (error) {
        console.error('Streak update failed:', error);
        try {
          remember(await apiFetch<Streak>('/api/streak'));
        } catch {
          // Offline: the card keeps the last count the server gave, or shows none.
        }
        return undefined;
      }
    },
  };
}

export const streakStore = perKey(createStreakStore);

export function useStreakValue(uid: string): Streak | null {
  return useResource(streakStore(uid).resource);
}
