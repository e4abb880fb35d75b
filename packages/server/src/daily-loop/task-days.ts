import type { TaskDays } from '../tasks';
import { ensureDayStarted } from './day-start/ensure-day-started';
import { updateTaskCounting } from './history/update-task-counting';
import { findSettings, zoneOf } from './settings/settings-repository';

/** The daily loop's side of the task routes, passed to them by app.ts (tasks/ cannot import us). */
export const taskDays: TaskDays = {
  ensureDayStarted,
  updateTaskCounting,
  findZone: async (db, uid) => zoneOf(await findSettings(db, uid)),
};
