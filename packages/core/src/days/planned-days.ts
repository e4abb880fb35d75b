import { LATER_SECTION } from '../constants';
import { addDays } from '../time/calendar-days';
import { daysBetween, isDateKey } from '../time/local-date';
import { dedupeById, nextOrder } from '../tasks/task-list';
import type { Task } from '../tasks/task-schemas';

/**
 * Days ahead: a task planned for a day after tomorrow waits in Later with that day (the user's
 * local date), and the day start brings it to Tomorrow the day before and to Today on the day.
 * Dates are compared as calendar days (time/local-date.ts), so DST, year ends and Feb 29 cannot
 * skew them; which date is "today" is the server's to say (ADR 6).
 */

/** The list a task planned for `day` belongs in on `today`. */
export type PlannedSection = 'today' | 'tomorrow' | typeof LATER_SECTION;

/**
 * Today once its day has come or passed, Tomorrow on the day before, Later before that. A day
 * that is not a real date cannot be waited for: it is due now.
 */
export function sectionForDay(day: string, today: string): PlannedSection {
  if (!isDateKey(day)) return 'today';
  const ahead = daysBetween(today, day);
  if (ahead <= 0) return 'today';
  return ahead === 1 ? 'tomorrow' : LATER_SECTION;
}

/** The first day Later takes on `today`: the day after tomorrow. */
export const firstLaterDay = (today: string): string => addDays(today, 2);

/** Why `day` cannot be planned in Later on `today` (as an API error's message), or null when it can. */
export function laterDayProblem(day: string, today: string): string | null {
  if (!isDateKey(day)) return 'must be a real YYYY-MM-DD date';
  return sectionForDay(day, today) === LATER_SECTION
    ? null
    : `must be after tomorrow (${firstLaterDay(today)} or later); today is ${today}, so plan it in Today or Tomorrow`;
}

/** Later's order: by day, then by order within the day, then by creation. */
export function sortLater<T extends Pick<Task, 'order' | 'createdAt'> & { day?: string | null }>(tasks: T[]): T[] {
  const dayOf = (task: T) => task.day ?? '';
  return [...tasks].sort(
    (a, b) =>
      (dayOf(a) < dayOf(b) ? -1 : dayOf(a) > dayOf(b) ? 1 : 0) || a.order - b.order || a.createdAt - b.createdAt,
  );
}

export interface PlannedDay<T> {
  day: string;
  tasks: T[];
}

/** Later's open tasks, one entry per day in day order, each day's tasks in their order. */
export function laterByDay<
  T extends Pick<Task, 'section' | 'completed' | 'order' | 'createdAt'> & { day?: string | null },
>(tasks: readonly T[]): PlannedDay<T>[] {
  const days: PlannedDay<T>[] = [];
  for (const task of sortLater(tasks.filter((t) => t.section === LATER_SECTION && !t.completed && t.day))) {
    const last = days.at(-1);
    if (last && last.day === task.day) last.tasks.push(task);
    else days.push({ day: task.day!, tasks: [task] });
  }
  return days;
}

export interface Arrivals {
  /** The tasks as they must be written: in Today or Tomorrow, day null, updatedAt = now. */
  moved: Task[];
  /**
   * Tasks whose day passed while no day started (downtime): open in Today since their day, so
   * their carried-over count starts there, as if they had arrived on time.
   */
  carried: { id: string; since: string }[];
}

/**
 * The day start's arrivals, after the rollover: every open Later task whose day is the new
 * tomorrow goes to Tomorrow, and every one whose day is today or past goes to Today, each list's
 * arrivals in day order after its open tasks. Completed Later tasks stay (as the rollover leaves
 * completed tasks: their updatedAt says when they were done).
 *
 * `tasks` are all of one user's tasks, the rollover's moves applied.
 */
export function planArrivals(tasks: Task[], today: string, now: number): Arrivals {
  const all = dedupeById(tasks);
  const due = sortLater(all.filter((t) => t.section === LATER_SECTION && !t.completed)).flatMap((task) => {
    const section = sectionForDay(task.day ?? '', today);
    return section === LATER_SECTION ? [] : [{ task, section }];
  });
  const next = { today: nextOrder(all, 'today'), tomorrow: nextOrder(all, 'tomorrow') };
  const moved = due.map(({ task, section }) => ({
    ...task,
    section,
    day: null,
    order: next[section]++,
    createdAt: now,
    updatedAt: now,
  }));
  const carried = due.flatMap(({ task, section }) =>
    section === 'today' && task.day && isDateKey(task.day) && daysBetween(task.day, today) > 0
      ? [{ id: task.id, since: task.day }]
      : [],
  );
  return { moved, carried };
}
