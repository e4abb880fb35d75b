import { DAY_MS, PENDING_TOO_LONG_MS } from '../constants';
import type { Task } from './task-schemas';

type PendingFields = Pick<Task, 'completed' | 'section' | 'createdAt'>;

/**
 * An open task in today or tomorrow (brain dump is for loose thoughts, and Later for days to
 * come, so never) whose createdAt is strictly more than 4 days ago. 'Still Need Work' resets
 * createdAt to now, and so does a Later task's arrival (planArrivals).
 */
export function isPendingTooLong<T extends PendingFields>(
  task: T,
  now: number,
): task is T & { section: 'today' | 'tomorrow' } {
  const listed = task.section === 'today' || task.section === 'tomorrow';
  return !task.completed && listed && now - task.createdAt > PENDING_TOO_LONG_MS;
}

/** The reminder card's entries, oldest first (ties keep their input order). */
export function pendingTooLong<T extends PendingFields>(
  tasks: T[],
  now: number,
): (T & { section: 'today' | 'tomorrow' })[] {
  return tasks.filter((task) => isPendingTooLong(task, now)).sort((a, b) => a.createdAt - b.createdAt);
}

/** Whole days since createdAt, floored; 0 when createdAt is ahead of `now` (clock skew). */
export function ageInDays(createdAt: number, now: number): number {
  return Math.max(0, Math.floor((now - createdAt) / DAY_MS));
}
