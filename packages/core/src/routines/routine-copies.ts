import type { Task } from '../tasks/task-schemas';
import { isRoutineDueOn, type RoutineRhythm } from './routine-days';

export interface ScheduledRoutine extends RoutineRhythm {
  id: string;
}

/**
 * The routines that get a new copy in Today on `today`: those due that day which have no open
 * task of their own in Today. A copy left open is carried over like any task (with its badge),
 * so a routine never piles up identical copies; the task a routine was made from counts as its
 * copy while it is open in Today. `tasks` are the user's tasks after the rollover; `zone` is the
 * user's, for a rule kept without its first day (routine-days.ts).
 */
export function routinesToCopy<R extends ScheduledRoutine>(
  routines: readonly R[],
  tasks: readonly Task[],
  today: string,
  zone: string,
): R[] {
  const open = new Set(
    tasks.filter((t) => t.section === 'today' && !t.completed && t.routineId !== undefined).map((t) => t.routineId),
  );
  return routines.filter((r) => isRoutineDueOn(r, today, zone) && !open.has(r.id));
}
