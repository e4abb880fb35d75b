import { addDays } from '../time/calendar-days';
import type { Routine } from '../routines/routine-schemas';
import { routineDaysBetween } from '../routines/routine-days';
import { CALENDAR_FEED_ROUTINE_DAYS } from '../reminders/reminder-constants';
import type { Task } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';
import type { CalendarEvent } from './ics';

/** UIDs name the thing they show, so a calendar updates an entry in place instead of adding one. */
const DOMAIN = 'dayflow';

/**
 * What the calendar feed shows: each open timed task in Today or Tomorrow at its time, and each
 * active routine as an all-day entry on the days it is due, today and the six after.
 */
export function calendarFeedEvents(tasks: Task[], routines: Routine[], now: number, timeZone: string): CalendarEvent[] {
  const events: CalendarEvent[] = tasks
    .filter((t) => !t.completed && t.remindAt && (t.section === 'today' || t.section === 'tomorrow'))
    .map((t) => ({ uid: `task-${t.id}@${DOMAIN}`, summary: t.text, start: { at: Date.parse(t.remindAt!) } }));
  const today = localDateKey(now, timeZone);
  const last = addDays(today, CALENDAR_FEED_ROUTINE_DAYS - 1);
  const dates = routines
    .filter((routine) => !routine.paused)
    .flatMap((routine) => routineDaysBetween(routine, today, last, timeZone).map((date) => ({ routine, date })));
  // Day by day, each day's routines in list order, as before rules came.
  dates.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const { routine, date } of dates) {
    events.push({ uid: `routine-${routine.id}-${date}@${DOMAIN}`, summary: routine.text, start: { date } });
  }
  return events;
}
