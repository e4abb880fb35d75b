import { StreakSchema, type Streak } from '@dayflow/core';

/** Per user on this device, like the goal (goal-cache.ts): a second account never sees the first's. */
const cacheKey = (uid: string) => `dayflow.streak.${uid}`;

/**
 * The streak the server last gave this user here, or null. A planner opened offline shows it
 * until the server answers: the last known count, which the next answer corrects.
 */
export function readCachedStreak(uid: string): Streak | null {
  try {
    const parsed = StreakSchema.safeParse(JSON.parse(localStorage.getItem(cacheKey(uid)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedStreak(uid: string, streak: Streak): void {
  try {
    localStorage.setItem(cacheKey(uid), JSON.stringify({ count: streak.count, lastActive: streak.lastActive }));
  } catch {
    // Private mode or full storage: only the offline count is lost.
  }
}
