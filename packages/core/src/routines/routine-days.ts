import * as rruleModule from 'rrule';
import { addDays, weekdayOf } from '../time/calendar-days';
import { daysBetween, localDateKey } from '../time/local-date';
import { parseRepeatRule, repeatRuleToRrule, simpleWeekdays } from './repeat-rule';

// rrule ships ES modules without "type": "module", so Node loads its CommonJS build, whose names
// sit on the default export; bundlers read the ES modules, which export them by name.
const { RRule } =
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

/** What decides a routine's days: weekdays alone (the simple form), or an RRULE from its first day. */
export interface RoutineRhythm {
  weekdays: readonly number[];
  /** RRULE text (repeat-rule.ts); absent or null: the weekdays alone. */
  rrule?: string | null;
  /** The rule's first day (DTSTART), the user's local date when it was made. */
  startsOn?: string | null;
  /** When it was made: its first day in `zone` when no startsOn was kept. */
  createdAt: number;
}

/** A date key as the UTC midnight the rrule package counts in: no zone, so no DST shifts. */
const utcDate = (key: string) => new Date(`${key}T00:00:00.000Z`);
const dateKey = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The local dates from `fromDay` to `toDay` (both included) on which the routine makes a copy,
 * in order: what the day start copies, the calendar feed shows and the Upcoming page lists ahead.
 * A weekday routine (every week, or every day) falls on its weekdays whenever it was made; any
 * other rule counts from its first day in `zone`, as RFC 5545 counts from DTSTART. Paused
 * routines are the caller's to leave out.
 */
export function routineDaysBetween(routine: RoutineRhythm, fromDay: string, toDay: string, zone: string): string[] {
  const span = daysBetween(fromDay, toDay);
  if (span < 0) return [];
  const rule = routine.rrule ? parseRepeatRule(routine.rrule) : null;
  const weekdays = rule ? simpleWeekdays(rule) : routine.weekdays;
  if (weekdays) {
    return Array.from({ length: span + 1 }, (_, i) => addDays(fromDay, i)).filter((day) =>
      weekdays.includes(weekdayOf(day)),
    );
  }
  const dtstart = utcDate(routine.startsOn ?? localDateKey(routine.createdAt, zone));
  const expanded = new RRule({ ...RRule.parseString(repeatRuleToRrule(rule!)), dtstart });
  return expanded.between(utcDate(fromDay), utcDate(toDay), true).map(dateKey);
}

/** Whether the routine makes a copy on `day` (its user's local date). */
export function isRoutineDueOn(routine: RoutineRhythm, day: string, zone: string): boolean {
  return routineDaysBetween(routine, day, day, zone).length > 0;
}
