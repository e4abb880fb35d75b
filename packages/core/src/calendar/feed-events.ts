import { addDays } from '../time/calendar-days';
import type { Routine } from '../routines/routine-schemas';
import { parseRepeatRule, repeatRuleToRrule, weekdaysRule } from '../routines/repeat-rule';
import { routineDaysBetween } from '../routines/routine-days';
import type { Task } from '../tasks/task-schemas';
import { localDateKey } from '../time/local-date';
import type { CalendarEvent } from './ics';

/** UIDs name the thing they show, so a calendar updates an entry in place instead of adding one. */
const DOMAIN = 'dayflow';
/** How far past its first day a routine's first occurrence is looked for (a yearly rule's is within a year). */
const FIRST_DAY_SEARCH_DAYS = 400;

/**
 * A routine's first day on or after the day it counts from (its startsOn, else the day it was
 * made): DTSTART, which RFC 5545 counts as an occurrence, so it must be one of the rule's days.
 */
function firstRoutineDay(routine: Routine, timeZone: string): string | null {
  const from = routine.startsOn ?? localDateKey(routine.createdAt, timeZone);
  for (let offset = 0; offset < FIRST_DAY_SEARCH_DAYS; offset += 31) {
    const [first] = routineDaysBetween(routine, addDays(from, offset), addDays(from, offset + 30), timeZone);
    if (first) return first;
  }
  return null;
}

/**
 * What the calendar feed shows: each open timed task in Today or Tomorrow at its time, with an
 * alarm then, and each active routine as one all-day event repeating by its RRULE. DTSTAMP is the
 * last change of each, so a calendar polling the feed sees the same text until something changes.
 */
export function calendarFeedEvents(tasks: Task[], routines: Routine[], timeZone: string): CalendarEvent[] {
  const events: CalendarEvent[] = tasks
    .filter((t) => !t.completed && t.remindAt && (t.section === 'today' || t.section === 'tomorrow'))
    .map((t) => ({
      uid: `task-${t.id}@${DOMAIN}`,
      summary: t.text,
      start: { at: Date.parse(t.remindAt!) },
      stamp: t.updatedAt,
      alarm: true,
    }));
  for (const routine of routines) {
    if (routine.paused) continue;
    // Written anew from the parsed rule, so only the parts the Routines screen knows reach the feed.
    const rule = parseRepeatRule(routine.rrule) ?? weekdaysRule(routine.weekdays);
    const date = firstRoutineDay(routine, timeZone);
    if (!date) continue;
    events.push({
      uid: `routine-${routine.id}@${DOMAIN}`,
      summary: routine.text,
      start: { date },
      stamp: routine.updatedAt,
      rrule: repeatRuleToRrule(rule),
    });
  }
  return events;
}
