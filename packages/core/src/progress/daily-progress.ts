import { DailyGoalSchema } from './goal-schemas';
import { DEFAULT_DAILY_GOAL, PROGRESS_COMPLETE_PERCENT } from '../constants';
import type { Task } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';

/**
 * The daily goal to use: a whole number within MIN..MAX_DAILY_GOAL, else 5 (spec §5, §8).
 * A digit-only string is accepted too, because the goal is also cached in local storage.
 */
export function resolveDailyGoal(raw: unknown): number {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  const parsed = DailyGoalSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_DAILY_GOAL;
}

/**
 * Further from now than any instant of now's local date can be: a local day lasts at most 25 h
 * with DST, 48 h where a zone moved back across the date line.
 */
const SAME_DAY_SPAN_MS = 50 * 60 * 60 * 1000;

/**
 * Completed tasks whose updatedAt or createdAt falls on today's date in the user's zone
 * (spec §5). A missing or broken timestamp simply does not match. Runs on every change of the
 * planner: formatting a date costs microseconds, and a long-kept account holds thousands of
 * completed tasks, so only an instant near enough to now is formatted at all.
 */
export function countCompletedToday(
  tasks: Pick<Task, 'completed' | 'createdAt' | 'updatedAt'>[],
  now: number,
  timeZone: string,
): number {
  const today = localDateKey(now, timeZone);
  const isToday = (ms: number) =>
    Number.isFinite(ms) && Math.abs(ms - now) < SAME_DAY_SPAN_MS && localDateKey(ms, timeZone) === today;
  return tasks.filter((task) => task.completed && (isToday(task.updatedAt) || isToday(task.createdAt))).length;
}

/** Done today over the goal, rounded, within 0..100 (the ring itself may show up to 150). */
export function progressPercent(completedToday: number, goal: number): number {
  const done = Number.isFinite(completedToday) ? Math.max(0, completedToday) : 0;
  const percent = Math.round((done / resolveDailyGoal(goal)) * 100);
  return Math.min(percent, PROGRESS_COMPLETE_PERCENT);
}

/** True only when progress goes from under 100 to 100 or more, so each crossing celebrates once. */
export function crossedCompletion(previousPercent: number, percent: number): boolean {
  return previousPercent < PROGRESS_COMPLETE_PERCENT && percent >= PROGRESS_COMPLETE_PERCENT;
}
