import {
  EVERY_DAY,
  MAX_REPEAT_INTERVAL,
  isDateKey,
  localDateKey,
  parseRepeatRule,
  repeatRuleToRrule,
  type RepeatRule,
  type Routine,
  type Weekday,
} from '@dayflow/core';
import { deviceTimeZone } from '../lib/time-zone';

/*
 * What the Routines editor's rhythm fields hold while they are changed, and the rule or weekdays
 * they make: the fields themselves are repeat-fields.tsx.
 */

/** The kinds the Repeats menu offers: every day, or one of the rules. */
export type RepeatKind = 'everyDay' | RepeatRule['freq'];

/**
 * Everything the rhythm fields hold, whichever kind is chosen, so switching kinds and back keeps
 * what was picked. `interval` is text while typed; the rule reads it as a whole number.
 */
export interface RepeatDraft {
  kind: RepeatKind;
  interval: string;
  weekdays: number[];
  monthDay: number;
  nth: number;
  weekday: Weekday;
  month: number;
  day: number;
  startsOn: string;
}

/** A routine's rhythm as the fields show it (a new routine: every day of the week, as before). */
export function draftOf(routine: Routine | undefined, today: string): RepeatDraft {
  const [, month, day] = today.split('-').map(Number) as [number, number, number];
  const draft: RepeatDraft = {
    kind: 'weekly',
    interval: '1',
    weekdays: routine?.weekdays ?? [...EVERY_DAY],
    monthDay: Math.min(day, 28),
    nth: 1,
    weekday: 1,
    month,
    day,
    startsOn: routine?.startsOn ?? today,
  };
  const rule = routine?.startsOn ? parseRepeatRule(routine.rrule) : null;
  if (!rule) return draft;
  const interval = String(rule.interval);
  switch (rule.freq) {
    case 'daily':
      return { ...draft, kind: 'daily', interval };
    case 'weekly':
      return { ...draft, kind: 'weekly', interval, weekdays: rule.weekdays };
    case 'monthly':
      return { ...draft, kind: 'monthly', interval, monthDay: rule.day };
    case 'monthlyWeekday':
      return { ...draft, kind: 'monthlyWeekday', interval, nth: rule.nth, weekday: rule.weekday };
    case 'yearly':
      return { ...draft, kind: 'yearly', interval, month: rule.month, day: rule.day };
  }
}

export const intervalOf = (draft: RepeatDraft) => {
  const n = Number(draft.interval);
  return Number.isInteger(n) && n >= 1 && n <= MAX_REPEAT_INTERVAL ? n : null;
};

/** The rule the fields describe, or null while one is incomplete (no weekday, no interval). */
export function draftRule(draft: RepeatDraft): RepeatRule | null {
  const interval = draft.kind === 'everyDay' ? 1 : intervalOf(draft);
  if (interval === null) return null;
  switch (draft.kind) {
    case 'everyDay':
      return { freq: 'daily', interval: 1 };
    case 'daily':
      return { freq: 'daily', interval };
    case 'weekly':
      return draft.weekdays.length > 0 ? { freq: 'weekly', interval, weekdays: draft.weekdays as Weekday[] } : null;
    case 'monthly':
      return { freq: 'monthly', interval, day: draft.monthDay };
    case 'monthlyWeekday':
      return { freq: 'monthlyWeekday', interval, nth: draft.nth, weekday: draft.weekday };
    case 'yearly':
      return { freq: 'yearly', interval, month: draft.month, day: Math.min(draft.day, monthLength(draft.month)) };
  }
}

/** Whether the first day decides which days come: a rule repeating every 2nd, 3rd… period. */
export const needsFirstDay = (draft: RepeatDraft) => draft.kind !== 'everyDay' && draft.interval !== '1';

/** What to send: weekdays for a weekday routine, as ever; a rule (with its first day when asked). */
export function draftRhythm(draft: RepeatDraft): { weekdays: number[] } | { rrule: string; startsOn?: string } | null {
  const rule = draftRule(draft);
  if (!rule || (needsFirstDay(draft) && !isDateKey(draft.startsOn))) return null;
  if (rule.interval === 1 && rule.freq === 'daily') return { weekdays: [...EVERY_DAY] };
  if (rule.interval === 1 && rule.freq === 'weekly') return { weekdays: rule.weekdays };
  return { rrule: repeatRuleToRrule(rule), ...(needsFirstDay(draft) && { startsOn: draft.startsOn }) };
}

/** The user's local date on this device: a new rule's first day until they choose another. */
export const deviceToday = () => localDateKey(Date.now(), deviceTimeZone());

/** Days in a month of a leap year: the most a yearly day may be (February 29: 28 in other years). */
export const monthLength = (month: number) => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
