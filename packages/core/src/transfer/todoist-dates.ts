import { parseClock } from '../reminders/reminder-when';
import { addDays } from '../time/calendar-days';
import { MAX_DAYS_AHEAD, parseDayWord, resolveDay, type DayIntent } from '../time/day-words';
import { isDateKey } from '../time/local-date';

/**
 * A Todoist DATE cell ("Dec 3", "3 Dec 2026", "next Friday", "tomorrow at 10am", "2026-12-03
 * 10:00") as a calendar date and an optional time of day, seen from the import's local `today`.
 * Words that name a day relative to now (today, a weekday, a date without a year) never name a
 * day before `today`: a year-less "Jan 2" read on Dec 30 is next year's, as Todoist reads it.
 * A date with its year is kept as written, even when past: the import puts it in Today, overdue.
 * Recurring dates ("every …") are todoist-recurrence.ts's; this reads them as nothing.
 */
export type TodoistDate =
  | { kind: 'none' }
  | {
      kind: 'day';
      day: string;
      /** Minutes after local midnight, when the cell names a time. */ minutes: number | null;
    }
  | { kind: 'unread' };

const NONE: TodoistDate = { kind: 'none' };
const UNREAD: TodoistDate = { kind: 'unread' };

/** Todoist's own short forms, next to the words the planner's quick-add reads. */
const DAYS_FROM_TODAY = new Map<string, number>([
  ['today', 0],
  ['tod', 0],
  ['tonight', 0],
  ['tomorrow', 1],
  ['tmr', 1],
  ['tom', 1],
]);
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[t ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?)?$/;
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/;
const YEAR = /^\d{4}$/;
const IN_SPAN = /^in (\d{1,3}|a|an|one) (days?|d|weeks?|w)$/;

/**
 * Reads one DATE cell. `lang` is the row's DATE_LANG: dates in another language than English are
 * read only where they need no words (2026-12-03, 14:30); the rest are unread, never guessed.
 * Never throws, whatever the cell holds.
 */
export function readTodoistDate(cell: string, today: string, lang = ''): TodoistDate {
  const text = cell.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return NONE;
  if (text.length > 100 || !isDateKey(today)) return UNREAD;
  const iso = ISO_DATE_TIME.exec(text);
  if (iso) {
    if (!plannable(iso[1]!)) return UNREAD;
    const minutes = iso[2] === undefined ? null : parseClock(`${iso[2]}:${iso[3]}`);
    return iso[2] !== undefined && minutes === null ? UNREAD : { kind: 'day', day: iso[1]!, minutes };
  }
  const english = lang.trim() === '' || lang.trim().toLowerCase().startsWith('en');
  const { words, minutes } = splitTime(text.split(' '));
  if (minutes === undefined) return UNREAD;
  if (words.length === 0) return minutes === null ? UNREAD : { kind: 'day', day: today, minutes };
  if (!english) return UNREAD;
  const day = readDay(words, today);
  return day === null ? UNREAD : { kind: 'day', day, minutes };
}

/**
 * Takes a time off the end of the words: `10:00`, `10am`, `10 am`, `at 10`, `@ 9:30pm`. Minutes is
 * null when there is no time and undefined when an `at` names none that can be read.
 */
function splitTime(all: string[]): { words: string[]; minutes: number | null | undefined } {
  const words = [...all];
  if ((words.at(-1) === 'am' || words.at(-1) === 'pm') && words.length >= 2) {
    const meridiem = words.pop()!;
    words.push(`${words.pop()!}${meridiem}`);
  }
  const last = words.at(-1)!.replace(/^@/, '');
  const marked = words.length >= 2 && (words.at(-2) === 'at' || words.at(-2) === '@' || words.at(-1)!.startsWith('@'));
  // A bare hour is a time only after "at": "Dec 3" ends in a number too.
  const minutes = parseClock(last) ?? (marked && /^\d{1,2}$/.test(last) ? parseClock(`${last}:00`) : null);
  if (minutes === null) return { words, minutes: marked ? undefined : null };
  words.pop();
  if (words.at(-1) === 'at' || words.at(-1) === '@') words.pop();
  return { words, minutes };
}

/** The date some English words name, or null. */
function readDay(words: string[], today: string): string | null {
  const text = words.join(' ');
  const fromToday = DAYS_FROM_TODAY.get(text);
  if (fromToday !== undefined) return addDays(today, fromToday);
  if (text === 'next week') return resolveDay({ kind: 'next-week' }, today);
  const span = IN_SPAN.exec(text);
  if (span) {
    const count = /^\d/.test(span[1]!) ? Number(span[1]) : 1;
    const days = span[2]!.startsWith('w') ? count * 7 : count;
    return days >= 1 && days <= MAX_DAYS_AHEAD ? addDays(today, days) : null;
  }
  // "next friday", "this fri", "on friday": the next such weekday, never today, as quick-add's #fri.
  const [first, ...rest] = words;
  const weekdayWords = rest.length === 1 && ['next', 'this', 'on'].includes(first!) ? rest : words;
  const single = weekdayWords.length === 1 ? parseDayWord(weekdayWords[0]!) : null;
  if (single) return dayOf(single, today);
  const date = monthAndDay(words);
  return date === null ? null : dayOf(date, today);
}

/** "dec 3", "3rd december", "december 3 2026", "3 dec 2026". */
function monthAndDay(words: string[]): DayIntent | null {
  const hasYear = words.length === 3 && YEAR.test(words[2]!);
  if (words.length !== 2 && !hasYear) return null;
  const [a, b] = words.map((w) => ORDINAL.exec(w)?.[1] ?? w) as [string, string];
  const digits = /^\d{1,2}$/;
  const joined = digits.test(a) && !digits.test(b) ? `${b}${a}` : !digits.test(a) && digits.test(b) ? `${a}${b}` : '';
  const intent = joined === '' ? null : parseDayWord(joined);
  if (intent?.kind !== 'date') return null;
  return hasYear ? { ...intent, year: Number(words[2]) } : intent;
}

function dayOf(intent: DayIntent, today: string): string | null {
  const day = resolveDay(intent, today);
  // "feb 29 2027" is no date; a year-less Feb 29 finds its leap year in resolveDay.
  return plannable(day) ? day : null;
}

/**
 * A real date in years a task and its reminder can be stored with: "3 Dec 0001" is a typo, not
 * a plan, and is named as unread rather than filed centuries away.
 */
const plannable = (day: string) => isDateKey(day) && day >= '1970-01-01' && day <= '2199-12-31';

/** Rhythms Todoist starts on the day they are set: "every 3 days", "every other week", "every month". */
const STARTS_ON_THE_DAY = /^ev(?:ery)?!? (?:other |\d{1,3} )?(?:days?|weeks?|months?|years?)$/;
const STARTING = / (?:starting(?: on)?|from) (.+?)(?: (?:until|ending|for) .*)?$/;

/**
 * The first day of a repeating date that the import keeps as one task: the day its "starting …"
 * or "from …" names, today for a rhythm Todoist starts on the day it is set, else null (a first
 * day such as "every month on the 15th" means would take recurrence rules to find).
 */
export function repeatFirstDay(cell: string, today: string, lang = ''): string | null {
  const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  const starting = STARTING.exec(text);
  if (starting) {
    const read = readTodoistDate(starting[1]!, today, lang);
    return read.kind === 'day' ? read.day : null;
  }
  const rhythm = text.replace(/ (?:at|@) .*$/, '');
  return STARTS_ON_THE_DAY.test(rhythm) ? today : null;
}
