import type { Weekday } from '../time/calendar-days';
import { EVERY_DAY, normalizeWeekdays } from './routine-schedule';

/**
 * A routine's rhythm as the Routines screen offers it, and its RFC 5545 RRULE spelling (without
 * DTSTART: the routine's first day is its anchor). Only the forms below are accepted, each stored
 * in one canonical spelling, so every stored rule can be shown in words and edited again.
 * Reading and writing the text needs no recurrence library; which days a rule names is worked
 * out by the `rrule` package (routine-days.ts), never by hand.
 */
export type RepeatRule =
  | { freq: 'daily'; interval: number }
  | { freq: 'weekly'; interval: number; weekdays: Weekday[] }
  /** `day` 1–30, or LAST_DAY; a 29th or 30th falls on a shorter month's last day. */
  | { freq: 'monthly'; interval: number; day: number }
  /** The `nth` (1–4, or LAST_DAY: the last) such weekday of the month. */
  | { freq: 'monthlyWeekday'; interval: number; nth: number; weekday: Weekday }
  /** `month` 1–12 and its `day`; February 29 falls on February 28 in common years. */
  | { freq: 'yearly'; interval: number; month: number; day: number };

export type RepeatFreq = RepeatRule['freq'];

/** The month's last day (BYMONTHDAY=-1), or the last such weekday (BYDAY=-1FR). */
export const LAST_DAY = -1;
/** The largest "every N …" the screen offers. */
export const MAX_REPEAT_INTERVAL = 99;
/** Ordinals the screen offers for "the Nth weekday of the month", LAST_DAY last. */
export const WEEKDAY_ORDINALS = [1, 2, 3, 4, LAST_DAY] as const;

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** Days in each month of a leap year: the most a yearly rule's day may be. */
const MONTH_LENGTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The days that, with BYSETPOS=-1, pick the `day`th of a month or that month's last day when it
 * is shorter: RFC 5545's BYMONTHDAY=30 alone would skip February.
 */
function dayOrLast(day: number, longest: number): string {
  if (day === LAST_DAY || day >= longest) return 'BYMONTHDAY=-1';
  if (day <= 28) return `BYMONTHDAY=${day}`;
  const days = Array.from({ length: day - 27 }, (_, i) => 28 + i);
  return `BYMONTHDAY=${days.join(',')};BYSETPOS=-1`;
}

/** The canonical RRULE text of a rule (FREQ first, INTERVAL left out when 1). */
export function repeatRuleToRrule(rule: RepeatRule): string {
  const interval = rule.interval > 1 ? `;INTERVAL=${rule.interval}` : '';
  switch (rule.freq) {
    case 'daily':
      return `FREQ=DAILY${interval}`;
    case 'weekly':
      return `FREQ=WEEKLY${interval};BYDAY=${normalizeWeekdays(rule.weekdays)
        .map((d) => DAY_CODES[d])
        .join(',')}`;
    case 'monthly':
      return `FREQ=MONTHLY${interval};${dayOrLast(rule.day, 31)}`;
    case 'monthlyWeekday':
      return `FREQ=MONTHLY${interval};BYDAY=${rule.nth}${DAY_CODES[rule.weekday]}`;
    case 'yearly':
      // February's 29th is its last day in a leap year only: 28,29 with BYSETPOS=-1.
      return `FREQ=YEARLY${interval};BYMONTH=${rule.month};${rule.month === 2 && rule.day === 29 ? dayOrLast(29, 30) : `BYMONTHDAY=${rule.day}`}`;
  }
}

const INTEGER = /^[+-]?\d{1,3}$/;
const toInt = (text: string | undefined) => (text !== undefined && INTEGER.test(text) ? Number(text) : NaN);

/** BYMONTHDAY (with an optional BYSETPOS=-1) as the day it means: 1–30, or LAST_DAY. */
function readMonthDay(byMonthDay: string, setPos: string | undefined): number | null {
  const days = byMonthDay.split(',').map(toInt);
  if (setPos === undefined) {
    const [day] = days;
    if (days.length !== 1 || day === undefined) return null;
    if (day === LAST_DAY || day === 31) return LAST_DAY;
    return day >= 1 && day <= 30 ? day : null;
  }
  // Only the spellings dayOrLast writes: 28 up to the day, the last of them.
  const last = days.at(-1) ?? NaN;
  const consecutive = days.every((d, i) => d === 28 + i);
  if (setPos !== '-1' || !consecutive || last < 29) return null;
  return last >= 31 ? LAST_DAY : last;
}

/**
 * A rule from RRULE text, or null when it is not one the screen offers (COUNT, UNTIL, several
 * days of the month, a part twice…). Case and part order do not matter; an `RRULE:` prefix may
 * come first. BYMONTHDAY=31 means the month's last day, as a person means "the 31st".
 */
export function parseRepeatRule(text: string): RepeatRule | null {
  const body = text
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '');
  if (body === '' || body.length > 200) return null;
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [name, value, extra] = part.split('=');
    if (!name || !value || extra !== undefined || parts.has(name)) return null;
    parts.set(name, value);
  }
  const { FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS, BYMONTH, ...rest } = Object.fromEntries(parts);
  if (Object.keys(rest).length > 0) return null;
  const interval = INTERVAL === undefined ? 1 : toInt(INTERVAL);
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_REPEAT_INTERVAL) return null;
  const has = (...names: string[]) =>
    ['BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'BYMONTH'].every((n) => names.includes(n) === parts.has(n));

  if (FREQ === 'DAILY' && has()) return { freq: 'daily', interval };
  if (FREQ === 'WEEKLY' && has('BYDAY')) {
    const weekdays = BYDAY!.split(',').map((code) => DAY_CODES.indexOf(code as (typeof DAY_CODES)[number]));
    if (weekdays.some((d) => d < 0) || new Set(weekdays).size !== weekdays.length) return null;
    return { freq: 'weekly', interval, weekdays: normalizeWeekdays(weekdays) };
  }
  if (FREQ === 'MONTHLY' && (has('BYMONTHDAY') || has('BYMONTHDAY', 'BYSETPOS'))) {
    const day = readMonthDay(BYMONTHDAY!, BYSETPOS);
    return day === null ? null : { freq: 'monthly', interval, day };
  }
  if (FREQ === 'MONTHLY' && (has('BYDAY') || has('BYDAY', 'BYSETPOS'))) {
    // "2TU", or "TU" with BYSETPOS=2: both the 2nd Tuesday.
    const match = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(BYDAY!);
    if (!match || (match[1] === undefined) === (BYSETPOS === undefined)) return null;
    const nth = toInt(match[1] ?? BYSETPOS);
    if (!(WEEKDAY_ORDINALS as readonly number[]).includes(nth)) return null;
    const weekday = DAY_CODES.indexOf(match[2] as (typeof DAY_CODES)[number]) as Weekday;
    return { freq: 'monthlyWeekday', interval, nth, weekday };
  }
  if (FREQ === 'YEARLY' && (has('BYMONTH', 'BYMONTHDAY') || has('BYMONTH', 'BYMONTHDAY', 'BYSETPOS'))) {
    const month = toInt(BYMONTH);
    if (!(month >= 1 && month <= 12)) return null;
    // February 29 is spelled 28,29 with BYSETPOS=-1 (dayOrLast); any other day is itself.
    const leapDay = month === 2 && BYMONTHDAY === '28,29' && BYSETPOS === '-1';
    const day = leapDay ? 29 : BYSETPOS === undefined ? toInt(BYMONTHDAY) : NaN;
    if (!(day >= 1 && day <= MONTH_LENGTH[month - 1]!)) return null;
    return { freq: 'yearly', interval, month, day };
  }
  return null;
}

/**
 * The weekdays of a rule that repeats every week (or every day): the simple form weekday routines
 * have always had, stored as such. Null for any other rhythm.
 */
export function simpleWeekdays(rule: RepeatRule): Weekday[] | null {
  if (rule.interval !== 1) return null;
  if (rule.freq === 'daily') return [...EVERY_DAY];
  if (rule.freq === 'weekly') return rule.weekdays;
  return null;
}

/** A weekday set as a rule: every day, or weekly on those days. */
export function weekdaysRule(weekdays: readonly number[]): RepeatRule {
  const days = normalizeWeekdays(weekdays);
  return days.length === 7 ? { freq: 'daily', interval: 1 } : { freq: 'weekly', interval: 1, weekdays: days };
}

/** How a routine's rhythm is kept: its weekdays, its RRULE, and its first day (rules only). */
export interface RoutineRhythmFields {
  weekdays: number[];
  rrule: string;
  /** Null for the simple weekday form, which needs no first day. */
  startsOn: string | null;
}

/**
 * The rhythm a create or change asks for, in its stored form: `weekdays`, or an `rrule` (checked
 * by RoutineRruleSchema) that becomes the simple form when it only names weekdays every week.
 * Any other rule keeps the first day given, else the one it had, else `today`; `current` is the
 * routine's rhythm before a change.
 */
export function routineRhythm(
  input: { weekdays?: readonly number[]; rrule?: string; startsOn?: string },
  current: RoutineRhythmFields | undefined,
  today: string,
): RoutineRhythmFields {
  const rule = input.rrule === undefined ? null : parseRepeatRule(input.rrule);
  if (rule) {
    const simple = simpleWeekdays(rule);
    if (simple) return { weekdays: simple, rrule: repeatRuleToRrule(weekdaysRule(simple)), startsOn: null };
    return {
      weekdays: rule.freq === 'weekly' ? rule.weekdays : [],
      rrule: repeatRuleToRrule(rule),
      startsOn: input.startsOn ?? current?.startsOn ?? today,
    };
  }
  if (input.weekdays !== undefined || !current) {
    const weekdays = normalizeWeekdays(input.weekdays ?? EVERY_DAY);
    return { weekdays, rrule: repeatRuleToRrule(weekdaysRule(weekdays)), startsOn: null };
  }
  // Only the first day changes; a weekday routine has none to change.
  return { ...current, startsOn: current.startsOn === null ? null : (input.startsOn ?? current.startsOn) };
}
