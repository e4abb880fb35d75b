import type { Task } from '../tasks/task-schemas';
import { isRoutineDue } from './routine-schedule';

export interface ScheduledRoutine {
  id: string;
  weekdays: readonly number[];
}

/**
 * The routines that get a new copy in Today on `today`: those due that day which have no open
 * task of their own in Today. A copy left open is carried over like any task (with its badge),
 * so a routine never piles up identical copies; the task a routine was made from counts as its
 * copy while it is open in Today. `tasks` are the user's tasks after the rollover.
 */
export function routinesToCopy<R extends ScheduledRoutine>(
  routines: readonly R[],
  tasks: readonly Task[],
  today: string,
): R[] {
  const open = new Set(
    tasks.filter((t) => t.section === 'today' && !t.completed && t.routineId !== undefined).map((t) => t.routineId),
  );
  return routines.filter((r) => isRoutineDue(r.weekdays, today) && !open.has(r.id));
}
