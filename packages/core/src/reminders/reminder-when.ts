import { addDays } from '../time/calendar-days';
import { parseDayWord, resolveDay, type DayIntent } from '../time/day-words';
import { REMIND_MORNING_MINUTES } from './reminder-constants';
import { instantAt, localTimeOf } from './zoned-time';

/**
 * A reminder as typed (`@15:00`, `@3pm`, `@tomorrow 9:00`, `@fri 10:00`, `@dec3 9:00`): a day, if
 * named (any day word of time/day-words.ts), and a local time.
 */
export interface ReminderWhen {
  day: DayIntent | null;
  /** Minutes after local midnight. */
  minutes: number;
}

const CLOCK = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/i;

/** `15:00`, `9:30`, `15`, `3pm`, `3:30PM` → minutes after midnight; anything else → null. */
export function parseClock(word: string): number | null {
  const match = CLOCK.exec(word);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  // A bare number is only a time with a colon or am/pm: `@15` would otherwise catch `@1` handles.
  if (match[2] === undefined && !meridiem) return null;
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) return null;
  return hours * 60 + minutes;
}

/**
 * Reads one `@` word (and, after a day such as `@tomorrow` or `@fri`, the time after it). Returns
 * the meaning and how many words it took, or null when the word is not a reminder.
 */
export function parseReminderWords(
  word: string,
  next: string | undefined,
): { when: ReminderWhen; words: 1 | 2 } | null {
  if (!word.startsWith('@')) return null;
  const rest = word.slice(1).toLowerCase();
  const day = parseDayWord(rest);
  if (day) {
    const minutes = next === undefined ? null : parseClock(next);
    if (minutes !== null) return { when: { day, minutes }, words: 2 };
    // A day alone (`@tomorrow`, `@fri`): that morning. `@today` alone says no time, so it stays text.
    return rest === 'today' ? null : { when: { day, minutes: REMIND_MORNING_MINUTES }, words: 1 };
  }
  const minutes = parseClock(rest);
  return minutes === null ? null : { when: { day: null, minutes }, words: 1 };
}

/** Whether one word alone starts a reminder (for escaping saved text). */
export const isReminderWord = (word: string) => parseReminderWords(word, '9:00') !== null;

/**
 * The instant a typed reminder means in the user's zone. Without a day it is the next time the
 * clock shows that time: `@9:00` typed at 10 am is tomorrow's. A named day is kept even when its
 * time has passed (`@today 9:00` at 10 am is due at once), as the person wrote it.
 */
export function resolveReminderWhen(when: ReminderWhen, now: number, timeZone: string): number {
  const today = localTimeOf(now, timeZone).date;
  if (when.day !== null) return instantAt(resolveDay(when.day, today), when.minutes, timeZone);
  const at = instantAt(today, when.minutes, timeZone);
  return at <= now ? instantAt(addDays(today, 1), when.minutes, timeZone) : at;
}
