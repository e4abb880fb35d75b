import {
  LAST_DAY,
  MAX_REPEAT_INTERVAL,
  repeatRuleToRrule,
  simpleWeekdays,
  type RepeatRule,
} from '../routines/repeat-rule';
import type { Weekday } from '../time/calendar-days';
import { weekdayOf } from '../time/calendar-days';
import { MONTH_NAMES } from '../time/day-words';

/**
 * Todoist's recurring dates as a Dayflow routine's rhythm: weekdays for what repeats on weekdays
 * every week ("every day", "every weekday", "every mon, wed", "every! friday at 9am"), else an
 * RRULE ("every 3 days", "every other week", "every month on the 15th", "every 2nd tuesday",
 * "every jan 1"). A Todoist CSV names only the rhythm, not the date it started from, so a rhythm
 * that counts from its start ("every other week", "every month") counts from `today`, the day of
 * the import: on its weekday, or its day of the month. What no routine can do is recognised as
 * recurring with no rhythm: the import keeps the task once and says why.
 */
export type Recurrence = { weekdays: number[]; rrule?: string } | { unsupported: string } | null;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const NAMED: Record<string, number[]> = {
  day: EVERY_DAY,
  morning: EVERY_DAY,
  evening: EVERY_DAY,
  night: EVERY_DAY,
  weekday: [1, 2, 3, 4, 5],
  workday: [1, 2, 3, 4, 5],
  weekend: [0, 6],
};
const DAY_NAMES: [RegExp, Weekday][] = [
  [/^sun(day)?s?$/, 0],
  [/^mon(day)?s?$/, 1],
  [/^tue(s|sday)?s?$/, 2],
  [/^wed(s|nesday)?s?$/, 3],
  [/^thu(r|rs|rsday)?s?$/, 4],
  [/^fri(day)?s?$/, 5],
  [/^sat(urday)?s?$/, 6],
];
/** Days in each month of a leap year. */
const MONTH_LENGTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const NTH: Record<string, number> = {
  '1st': 1,
  first: 1,
  '2nd': 2,
  second: 2,
  '3rd': 3,
  third: 3,
  '4th': 4,
  fourth: 4,
  last: LAST_DAY,
};

const weekdayNamed = (word: string) => DAY_NAMES.find(([name]) => name.test(word))?.[1];
/** "jan", "january", "sept": 1-based. */
const monthNamed = (word: string) => {
  const index = MONTH_NAMES.findIndex(
    (name) => word === name || word === name.slice(0, 3) || (word === 'sept' && name === 'september'),
  );
  return index >= 0 ? index + 1 : undefined;
};
/** "15", "15th", "1st", "22nd": a day of the month. */
const dayNumber = (word: string) => {
  const match = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  return match ? Number(match[1]) : undefined;
};

/** "other" is 2, a number is itself; a missing count is 1. */
function count(word: string | undefined): number | undefined {
  if (word === undefined) return 1;
  if (word === 'other') return 2;
  const n = Number(word);
  return Number.isInteger(n) && n >= 1 && n <= MAX_REPEAT_INTERVAL ? n : undefined;
}

/** A day of the month as a routine keeps it: the 31st (or a day past 30) is the month's last day. */
const monthDay = (day: number) => (day >= 31 ? LAST_DAY : day);

/** The rule a rhythm's words name, without the "every" and any time, start or end. */
function ruleOf(words: string, today: string): RepeatRule | number[] | undefined {
  const [, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
  const named = NAMED[words];
  if (named) return named;
  if (words === 'other day') return { freq: 'daily', interval: 2 };

  // every 3 days / every other week / every 2 months / every year
  const period = /^(?:(other|\d+) )?(day|week|month|year)s?$/.exec(words);
  if (period) {
    const interval = count(period[1]);
    if (interval === undefined) return undefined;
    switch (period[2]) {
      case 'day':
        return interval === 1 ? EVERY_DAY : { freq: 'daily', interval };
      case 'week':
        return { freq: 'weekly', interval, weekdays: [weekdayOf(today)] };
      case 'month':
        return { freq: 'monthly', interval, day: monthDay(dayOfMonth) };
      default:
        return { freq: 'yearly', interval, month, day: dayOfMonth };
    }
  }
  // every other monday / every 3 weeks on friday
  const weeks = /^(?:other (\w+)|(\d+|other) weeks? on (\w+))$/.exec(words);
  if (weeks) {
    const day = weekdayNamed(weeks[1] ?? weeks[3]!);
    const interval = count(weeks[2] ?? 'other');
    return day === undefined || interval === undefined ? undefined : { freq: 'weekly', interval, weekdays: [day] };
  }
  // every 2nd tuesday / every last friday (of the month)
  const nth = /^(1st|first|2nd|second|3rd|third|4th|fourth|last) (\w+?)(?: of (?:the|every) month)?$/.exec(words);
  if (nth) {
    if (nth[2] === 'day') return { freq: 'monthly', interval: 1, day: NTH[nth[1]!]! };
    const day = weekdayNamed(nth[2]!);
    return day === undefined ? undefined : { freq: 'monthlyWeekday', interval: 1, nth: NTH[nth[1]!]!, weekday: day };
  }
  // every 15th / every month on the 15th / every 2 months on the last day
  const onDay = /^(?:(?:(other|\d+) )?months? on (?:the )?)?(\d{1,2}(?:st|nd|rd|th)?|last day)$/.exec(words);
  if (onDay) {
    const interval = count(onDay[1]);
    const day = onDay[2] === 'last day' ? 31 : dayNumber(onDay[2]!);
    if (interval === undefined || day === undefined || day < 1 || day > 31) return undefined;
    return { freq: 'monthly', interval, day: monthDay(day) };
  }
  // every jan 1 / every 1 january / every march 14th
  const date = /^(?:([a-z]+)\.? (\d{1,2}(?:st|nd|rd|th)?)|(\d{1,2}(?:st|nd|rd|th)?) ([a-z]+)\.?)$/.exec(words);
  if (date) {
    const month = monthNamed(date[1] ?? date[4]!);
    const day = dayNumber(date[2] ?? date[3]!);
    if (month === undefined || day === undefined || day < 1 || day > MONTH_LENGTH[month - 1]!) return undefined;
    return { freq: 'yearly', interval: 1, month, day };
  }
  // every mon, wed / every monday and friday
  const days = words.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
  const weekdays = days.map(weekdayNamed);
  if (days.length > 0 && weekdays.every((d) => d !== undefined)) return [...new Set(weekdays)].sort((a, b) => a - b);
  return undefined;
}

/** `date` is the CSV's DATE cell; `today` the import's local date, where a rhythm counts from. */
export function readRecurrence(date: string, today: string): Recurrence {
  const value = date.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === 'daily') return { weekdays: EVERY_DAY };
  const every = /^(every!?|ev!?) (.+)$/.exec(value);
  if (!every) return null;
  // A time of day, a start or an end changes nothing about which days it repeats on.
  const words = every[2]!
    .replace(/ (at|@) .*$/, '')
    .replace(/ (starting|from|until|ending|for) .*$/, '')
    .trim();
  const rule = ruleOf(words, today);
  if (rule === undefined) return { unsupported: date.trim() };
  if (Array.isArray(rule)) return { weekdays: rule };
  const weekdays = simpleWeekdays(rule);
  if (weekdays) return { weekdays };
  return { weekdays: rule.freq === 'weekly' ? rule.weekdays : [], rrule: repeatRuleToRrule(rule) };
}
