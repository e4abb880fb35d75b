import { useMemo } from 'react';
import { laterByDay, type PlannedDay, type Task } from '@dayflow/core';
import { useTasks } from './task-store-provider';

/**
 * Later's open tasks, one entry per planned day in day order, each day's tasks in their order
 * (core laterByDay): what a page of days to come lists. The board shows none of them. Recomputed
 * only when the store's task list changes (it keeps its array while nothing does).
 */
export function useLaterByDay(): PlannedDay<Task>[] {
  const tasks = useTasks();
  return useMemo(() => laterByDay(tasks), [tasks]);
}
