import { takeFirstData } from '../lib/first-data-holder';
import type { SyncStorage } from './browser/sync-storage';

/**
 * Hands the tasks the page came with (lib/first-data.ts) to the user's task store before it is
 * built: they become the device's copy, which the store reads when it is made (so its first
 * render has them, with any unsaved changes replayed on top). Nothing is asked of the server for
 * them. (The goal and the streak take their own part: progress/.) Answers the change version the
 * tasks hold, or undefined when the page brought nothing.
 */
export function adoptFirstData(userId: string, storage: SyncStorage): number | undefined {
  const tasks = takeFirstData(userId, 'tasks');
  if (!tasks) return undefined;
  storage.saveTasks(tasks.tasks, tasks.version);
  return tasks.version;
}
