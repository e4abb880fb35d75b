import { LATER_SECTION } from '../constants';
import { routineDaysBetween, type RoutineRhythm } from '../routines/routine-days';
import type { Task } from '../tasks/task-schemas';
import { addDays } from '../time/calendar-days';
import { sortLater, type PlannedSection } from './planned-days';

/** How many days the Upcoming page lays out one by one, today included; later ones share "Later". */
export const UPCOMING_DAY_COUNT = 14;

/** What a routine needs for the page to say on which days it will make a copy. */
export interface UpcomingRoutine extends RoutineRhythm {
  id: string;
  text: string;
  priority: Task['priority'];
  paused: boolean;
}

export interface UpcomingDay<R> {
  /** The local date, `YYYY-MM-DD`. */
  day: string;
  /** The list a task planned for this day goes to: Today, Tomorrow or Later with this day. */
  section: PlannedSection;
  /** Its open tasks in their order. */
  tasks: Task[];
  /** The routines that will copy a task into it when the day starts (none today: they have). */
  repeats: R[];
}

export interface Upcoming<R> {
  days: UpcomingDay<R>[];
  /** Later's open tasks planned for a day beyond the laid-out ones, in day order. */
  beyond: Task[];
}

/**
 * The Upcoming page's days from `today` (the user's local date in `zone`): Today's and
 * Tomorrow's open tasks, then each later day's planned tasks, and what lies beyond. Each day
 * after today lists the routines due on it by their rhythm (routineDaysBetween: weekdays, or
 * an RRULE counted from its first day in `zone`). `tasks` are in the store's
 * list order. A Later task whose day has come but which the day start has not brought yet
 * (the minute around midnight) shows on its day, or in Today when its day has passed, so
 * nothing vanishes between the clock and the server.
 */
export function upcomingDays<R extends UpcomingRoutine>(
  tasks: readonly Task[],
  routines: readonly R[],
  today: string,
  zone: string,
  count = UPCOMING_DAY_COUNT,
): Upcoming<R> {
  const last = addDays(today, count - 1);
  const open = tasks.filter((task) => !task.completed);
  const later = sortLater(open.filter((task) => task.section === LATER_SECTION && task.day));
  const laterOn = (day: string) => later.filter((task) => (day === today ? task.day! <= today : task.day === day));
  // Today's copies are made already (they are tasks): the routines' days start tomorrow.
  const due = routines
    .filter((routine) => !routine.paused)
    .map((routine) => ({ routine, days: new Set(routineDaysBetween(routine, addDays(today, 1), last, zone)) }));
  const days = Array.from({ length: count }, (_, i): UpcomingDay<R> => {
    const day = addDays(today, i);
    const section: PlannedSection = i === 0 ? 'today' : i === 1 ? 'tomorrow' : LATER_SECTION;
    const listed = section === LATER_SECTION ? [] : open.filter((task) => task.section === section);
    return {
      day,
      section,
      tasks: [...listed, ...laterOn(day)],
      repeats: due.filter(({ days: on }) => on.has(day)).map(({ routine }) => routine),
    };
  });
  return { days, beyond: later.filter((task) => task.day! > last) };
}
