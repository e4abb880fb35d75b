import {
  CALENDAR_DATE_RULE,
  isCalendarDate,
  isOrder,
  isTimestamp,
  MAX_STREAK_COUNT,
  ORDER_RULE,
  STREAK_COUNT_RULE,
  TIMESTAMP_RULE,
} from '../limits/value-bounds';
import { importError, type ImportError, type ImportPlan, type PlannedTask } from './import-plan';

const REMIND_AT_RULE = 'must be a date and time such as 2026-05-20T09:00:00Z';

/**
 * The numbers and dates of a read import, checked against what can be stored and shown, whichever
 * reader produced the plan. Checked where the import is written, so no file format can bring a
 * value that fails later (a 500 from the database, or a CSV export that cannot print a date).
 * The first value out of range refuses the file, naming it: nothing is written.
 */
export function checkImportValues(plan: ImportPlan): ({ ok: false } & ImportError) | null {
  const tasks: (PlannedTask & { deletedAt?: number })[] = [...plan.tasks, ...(plan.recentlyDeleted ?? [])];
  for (const task of tasks) {
    if (task.order !== undefined && !isOrder(task.order)) return importError(`${task.where}.order`, ORDER_RULE);
    for (const key of ['createdAt', 'updatedAt'] as const) {
      const value = task[key];
      if (value !== undefined && !isTimestamp(value)) return importError(`${task.where}.${key}`, TIMESTAMP_RULE);
    }
    if (task.remindAt !== undefined && !isTimestamp(Date.parse(task.remindAt))) {
      return importError(`${task.where}.remindAt`, REMIND_AT_RULE);
    }
    if (task.deletedAt !== undefined && !isTimestamp(task.deletedAt))
      return importError(`${task.where}.deletedAt`, TIMESTAMP_RULE);
  }
  for (const day of plan.history ?? []) {
    if (!isCalendarDate(day.date)) return importError(`${day.where}.date`, CALENDAR_DATE_RULE);
  }
  const streak = plan.streak;
  if (streak) {
    if (!Number.isInteger(streak.count) || streak.count < 0 || streak.count > MAX_STREAK_COUNT) {
      return importError('streak.count', STREAK_COUNT_RULE);
    }
    if (streak.lastActive !== null && !isCalendarDate(streak.lastActive)) {
      return importError('streak.lastActive', CALENDAR_DATE_RULE);
    }
    if (streak.best !== undefined && streak.best > MAX_STREAK_COUNT)
      return importError('streak.best', STREAK_COUNT_RULE);
    if (streak.countedUntil != null && !isTimestamp(streak.countedUntil)) {
      return importError('streak.countedUntil', TIMESTAMP_RULE);
    }
  }
  return null;
}
