import { LATER_SECTION } from '../constants';
import { isRoutineDue } from '../routines/routine-schedule';
import type { Task } from '../tasks/task-schemas';
import { addDays } from '../time/calendar-days';
import { sortLater, type PlannedSection } from './planned-days';

/** How many days the Upcoming page lays out one by one, today included; later ones share "Later". */
export const UPCOMING_DAY_COUNT = 14;

/** What a routine needs for the page to say on which days it will make a copy. */
export interface UpcomingRoutine {
  id: string;
  text: string;
  priority: Task['priority'];
  weekdays: readonly number[];
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
 * The Upcoming page's days from `today` (the user's local date): Today's and Tomorrow's open
 * tasks, then each later day's planned tasks, and what lies beyond. `tasks` are in the store's
 * list order. A Later task whose day has come but which the day start has not brought yet
 * (the minute around midnight) shows on its day, or in Today when its day has passed, so
 * nothing vanishes between the clock and the server.
 */
export function upcomingDays<R extends UpcomingRoutine>(
  tasks: readonly Task[],
  routines: readonly R[],
  today: string,
  count = UPCOMING_DAY_COUNT,
): Upcoming<R> {
  const last = addDays(today, count - 1);
  const open = tasks.filter((task) => !task.completed);
  const later = sortLater(open.filter((task) => task.section === LATER_SECTION && task.day));
  const laterOn = (day: string) => later.filter((task) => (day === today ? task.day! <= today : task.day === day));
  const active = routines.filter((routine) => !routine.paused);
  const days = Array.from({ length: count }, (_, i): UpcomingDay<R> => {
    const day = addDays(today, i);
    const section: PlannedSection = i === 0 ? 'today' : i === 1 ? 'tomorrow' : LATER_SECTION;
    const listed = section === LATER_SECTION ? [] : open.filter((task) => task.section === section);
    return {
      day,
      section,
      tasks: [...listed, ...laterOn(day)],
      repeats: day === today ? [] : active.filter((routine) => isRoutineDue(routine.weekdays, day)),
    };
  });
  return { days, beyond: later.filter((task) => task.day! > last) };
}
