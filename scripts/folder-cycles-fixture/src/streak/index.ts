import type { Task } from '../tasks/task';

export const streakOf = (tasks: Task[]) => tasks.length;
