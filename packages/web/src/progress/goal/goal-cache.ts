import { resolveDailyGoal } from '@dayflow/core';

/** The goal is cached per user on this device (spec §3), so a second account never sees the first's. */
const cacheKey = (uid: string) => `dayflow.goal.${uid}`;

/** The cached goal, or the default 5 when none or unreadable (spec §8). */
export function readCachedGoal(uid: string): number {
  try {
    return resolveDailyGoal(localStorage.getItem(cacheKey(uid)));
  } catch {
    return resolveDailyGoal(undefined);
  }
}

export function writeCachedGoal(uid: string, goal: number): void {
  try {
    localStorage.setItem(cacheKey(uid), String(goal));
  } catch {
    // Private mode or full storage: the goal still works for this visit.
  }
}
