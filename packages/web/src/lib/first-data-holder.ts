import type { FirstData } from '@dayflow/core';

/**
 * The first data read at boot (first-data.ts), held until its owners take their part: the task
 * store its tasks, the goal and the streak theirs. Apart from the reader: the planner's chunk
 * imports this, and importing the reader's module from there made the bundler split React out of
 * the entry into a chunk of its own (+1.8 kB gzip on every page).
 */
let held: FirstData | null = null;
const taken = new Set<string>();

export function holdFirstData(data: FirstData | null): void {
  held = data;
  taken.clear();
}

/** A part of the first data for `userId`, once: a later owner of the same user starts from its own copy. */
export function takeFirstData<K extends 'tasks' | 'dailyGoal' | 'streak'>(
  userId: string,
  part: K,
): FirstData[K] | null {
  if (held?.profile.id !== userId) held = null;
  if (!held || taken.has(part)) return null;
  taken.add(part);
  return held[part];
}
