import { takeFirstData } from '../lib/first-data-holder';
import type { SyncStorage } from './browser/sync-storage';
import { writeCachedGoal } from './resources/goal-cache';
import { writeCachedStreak } from './resources/streak-cache';

/**
 * Hands the data the page came with (lib/first-data.ts) to its owners before the user's task
 * store is built: the tasks become the device's copy, which the store reads when it is made (so
 * its first render has them, with any unsaved changes replayed on top), and the goal and streak
 * become the cached values their stores start from. Nothing is asked of the server for them.
 * Answers the change version the tasks hold, or undefined when the page brought nothing.
 */
export function adoptFirstData(userId: string, storage: SyncStorage): number | undefined {
  const data = takeFirstData(userId);
  if (!data) return undefined;
  storage.saveTasks(data.tasks.tasks, data.tasks.version);
  writeCachedGoal(userId, data.dailyGoal);
  writeCachedStreak(userId, data.streak);
  return data.tasks.version;
}
