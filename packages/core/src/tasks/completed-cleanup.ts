import { COMPLETED_RETENTION_MS } from '../constants';
import type { Task } from './task-schemas';

/**
 * The newest last-touch time a completed task may have and still be expired. For SQL, delete
 * `completed AND max(updated_at, created_at) < completedCutoff(now)` — strictly less, to match
 * isExpiredCompleted.
 */
export function completedCutoff(now: number): number {
  return now - COMPLETED_RETENTION_MS;
}

/** A completed task whose last update or creation is strictly more than 3 days old (spec §9). */
export function isExpiredCompleted(task: Pick<Task, 'completed' | 'createdAt' | 'updatedAt'>, now: number): boolean {
  return task.completed && Math.max(task.updatedAt, task.createdAt) < completedCutoff(now);
}
