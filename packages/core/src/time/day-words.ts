import { addDays, weekdayOf, type Weekday } from './calendar-days';
import { daysBetween, isDateKey } from './local-date';

/**
 * A day as a person types it (`fri`, `dec3`, `3dec`, `2026-12-03`, `next-week`, `in3d`, and for
 * reminders `today`/`tomorrow`), before it is a date. Reading a word needs no clock; only
 * resolveDay, given the user's local today, turns it into a calendar date, so the parser stays
 * pure and the same words mean the same thing in every zone.
 */
export type DayIntent =
  /** `today` = 0, `tomorrow` = 1, `in3d` = 3. */
  | { kind: 'in'; days: number }
  /** The next such weekday, never today: `fri` typed on a Friday is next week's. */
  | { kind: 'weekday'; weekday: Weekday }
  /** A month and day; without a year, the next time that date comes (a Feb 29, in a leap year). */
  | { kind: 'date'; month: number; day: number; year: number | null }
  /** The Monday after today. */
  | { kind: 'next-week' };

/** How far `in…d` reaches: a typo such as `in3000d` stays text instead of planning a decade out. */
export const MAX_DAYS_AHEAD = 999;

const WEEKDAYS = new Map<string, Weekday>([
  ['sun', 0],
  ['sunday', 0],
  ['mon', 1],
  ['monday', 1],
  ['tue', 2],
  ['tues', 2],
  ['tuesday', 2],
  ['wed', 3],
  ['wednesday', 3],
  ['thu', 4],
  ['thurs', 4],
  ['thursday', 4],
  ['fri', 5],
  ['friday', 5],
  ['sat', 6],
  ['saturday', 6],
]);

/** English month names, January first, as day words and Todoist's dates spell them. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** `dec`, `december` and `sept` → 1-based month. */
const MONTHS = new Map<string, number>([
  ...MONTH_NAMES.flatMap((name, i): [string, number][] => [
    [name.slice(0, 3), i + 1],
    [name, i + 1],
  ]),
  ['sept', 9],
]);

/** Days in a month of a leap year: the most a day of that month can be when no year is given. */
const MOST_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const IN_DAYS = /^in(\d{1,3})d$/;
const MONTH_DAY = /^([a-z]+)(\d{1,2})$/;
const DAY_MONTH = /^(\d{1,2})([a-z]+)$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day a word names (already without its `#` or `@`, any case), or null when it names none.
 * `today` and `tomorrow` are read too; the quick-add parser keeps its own `#today`/`#tomorrow`.
 */
export function parseDayWord(word: string): DayIntent | null {
  const w = word.toLowerCase();
  if (w === 'today') return { kind: 'in', days: 0 };
  if (w === 'tomorrow') return { kind: 'in', days: 1 };
  if (w === 'next-week') return { kind: 'next-week' };
  const weekday = WEEKDAYS.get(w);
  if (weekday !== undefined) return { kind: 'weekday', weekday };
  const inDays = IN_DAYS.exec(w);
  if (inDays) {
    const days = Number(inDays[1]);
    return days >= 1 && days <= MAX_DAYS_AHEAD ? { kind: 'in', days } : null;
  }
  const iso = ISO.exec(w);
  if (iso) {
    return isDateKey(w) ? { kind: 'date', year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) } : null;
  }
  const monthDay = MONTH_DAY.exec(w);
  if (monthDay) return monthAndDay(monthDay[1]!, monthDay[2]!);
  const dayMonth = DAY_MONTH.exec(w);
  if (dayMonth) return monthAndDay(dayMonth[2]!, dayMonth[1]!);
  return null;
}

function monthAndDay(monthWord: string, dayDigits: string): DayIntent | null {
  const month = MONTHS.get(monthWord);
  const day = Number(dayDigits);
  if (month === undefined || day < 1 || day > MOST_DAYS[month - 1]!) return null;
  return { kind: 'date', month, day, year: null };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const keyOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The calendar date (`YYYY-MM-DD`) an intent names, seen from the user's local `today`. */
export function resolveDay(intent: DayIntent, today: string): string {
  switch (intent.kind) {
    case 'in':
      return addDays(today, intent.days);
    case 'weekday':
      return addDays(today, (intent.weekday - weekdayOf(today) + 7) % 7 || 7);
    case 'next-week':
      return addDays(today, (1 - weekdayOf(today) + 7) % 7 || 7);
    case 'date': {
      if (intent.year !== null) return keyOf(intent.year, intent.month, intent.day);
      // This year's, or the next year in which it exists and is not past: Feb 29 can be 8 years off.
      const thisYear = Number(today.slice(0, 4));
      for (let year = thisYear; ; year++) {
        const key = keyOf(year, intent.month, intent.day);
        if (isDateKey(key) && daysBetween(today, key) >= 0) return key;
      }
    }
  }
}

/**
 * Where a task planned for `day` belongs, seen from the user's local `today`: today (or a day
 * already past, as the daily loop would bring it) in Today, tomorrow in Tomorrow, anything after
 * in Later with its day. Written without the `later` section so it stands on its own.
 */
export type DayPlacement = { list: 'today' | 'tomorrow' } | { later: string };

export function placeDay(day: string, today: string): DayPlacement {
  const ahead = daysBetween(today, day);
  if (ahead <= 0) return { list: 'today' };
  if (ahead === 1) return { list: 'tomorrow' };
  return { later: day };
}
