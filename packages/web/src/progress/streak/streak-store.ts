import { StreakActivityResultSchema, StreakSchema, type Streak, type StreakActivityResult } from '@dayflow/core';
import { takeFirstData } from '../../lib/first-data-holder';
import { createServerData, perKey, useServerData } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';
import { readCachedStreak, writeCachedStreak } from './streak-cache';

/**
 * The one owner of a user's day streak. The server decides the count when today's activity is
 * recorded; that happens once per local day while the streak is shown, however many components
 * ask, and again when it is shown anew (the server counts a day once whatever it is told, so a
 * repeat only refreshes the count).
 */
function createStreakStore(uid: string) {
  const first = takeFirstData(uid, 'streak');
  if (first) writeCachedStreak(uid, first);
  let recordedDay: string | null = null;
  // The last streak this device was given, shown until the server answers (offline, until back).
  const data = createServerData<Streak>({
    what: 'the streak',
    read: () => readJson('/api/streak', StreakSchema),
    initial: () => readCachedStreak(uid) ?? undefined,
    onWatch: 'none',
    onData: (streak) => writeCachedStreak(uid, streak),
  });

  return {
    ...data,
    subscribe(listener: () => void) {
      if (!data.watched()) recordedDay = null;
      return data.subscribe(listener);
    },
    /**
     * Records `today` as active. Answers the server's result the first time for a day, so the
     * caller can show the streak message; undefined when that day was already recorded or the
     * request failed (then the stored streak is read instead; offline, the last one seen here stays).
     */
    async recordDay(today: string, timeZone: string): Promise<StreakActivityResult | undefined> {
      if (recordedDay === today) return undefined;
      recordedDay = today;
      try {
        const result = await readJson('/api/streak/activity', StreakActivityResultSchema, {
          method: 'POST',
          body: { timeZone },
        });
        data.setData({ count: result.count, lastActive: result.lastActive });
        return result;
      } catch (error) {
        console.error('Streak update failed:', error);
        await data.reload();
        return undefined;
      }
    },
  };
}

export const streakStore = perKey(createStreakStore);

export function useStreakValue(uid: string): Streak | null {
  return useServerData(streakStore(uid)).data ?? null;
}
