import { DEFAULT_PRIORITY, LATER_SECTION } from '../constants';
import { sectionForDay } from '../days/planned-days';
import type { Priority, Task, TaskSection } from '../tasks/task-schemas';
import { TEXTS } from '../texts';
import { addDays } from '../time/calendar-days';
import { isDateKey } from '../time/local-date';

/**
 * The rules of a task seen as a CalDAV to-do (VTODO, RFC 5545 §3.6.2), both ways. Pure: the
 * iCalendar text itself is read and written by the server (ical.js stays out of the browser).
 */

/** RFC 5545 §3.8.1.9: 1 is the highest, 9 the lowest, 5 the middle; 0 means none. */
export const ICAL_PRIORITY: Record<Priority, number> = { High: 1, Medium: 5, Low: 9 };

/** 1–4 High, 5 Medium, 6–9 Low (the RFC's three bands); 0, absent or nonsense: the default. */
export function priorityFromIcal(value: number | null | undefined): Priority {
  if (value === null || value === undefined || !Number.isInteger(value) || value < 1 || value > 9)
    return DEFAULT_PRIORITY;
  if (value <= 4) return 'High';
  return value === 5 ? 'Medium' : 'Low';
}

/**
 * The DUE date a task shows (the user's local date): Today is today, Tomorrow tomorrow, Later its
 * planned day; Brain Dump has none. Today's and Tomorrow's change with the date, not the task.
 */
export function dueDayOf(task: Pick<Task, 'section' | 'day'>, today: string): string | null {
  switch (task.section) {
    case 'today':
      return today;
    case 'tomorrow':
      return addDays(today, 1);
    case LATER_SECTION:
      return task.day ?? null;
    default:
      return null;
  }
}

/** Where a task with this DUE date belongs: today or past → Today, tomorrow → Tomorrow, later → Later, none → Brain Dump. */
export function placeForDueDay(due: string | null, today: string): { section: TaskSection; day: string | null } {
  if (due === null || !isDateKey(due)) return { section: 'brainDump', day: null };
  const section = sectionForDay(due, today);
  return { section, day: section === LATER_SECTION ? due : null };
}

/** The CATEGORIES value naming a task's list ("Today", "Brain Dump", …). */
export const listCategory = (section: TaskSection): string => TEXTS.sectionTitles[section];

/** True for a category that names one of Dayflow's lists: it is written by Dayflow, not kept as the client's own. */
export const isListCategory = (name: string): boolean =>
  (Object.values(TEXTS.sectionTitles) as string[]).includes(name.trim());
