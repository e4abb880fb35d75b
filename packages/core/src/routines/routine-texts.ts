import { LAST_DAY, parseRepeatRule, simpleWeekdays, type RepeatFreq, type RepeatRule } from './repeat-rule';
import { ROUTINES_TITLE } from './routine-entry-texts';
import { scheduleKind, normalizeWeekdays } from './routine-schedule';

/**
 * What routines say: the Repeat dialog and the Routines list. Not in the product specification
 * (TEXTS): written once here, for the web app and the end-to-end tests.
 */
export const ROUTINE_TEXTS = {
  repeatTitle: 'Repeat this task',
  repeatHint: 'A fresh copy lands at the end of Today on each chosen day, starting with the next one.',
  repeatOn: 'Repeat on',
  everyDay: 'Every day',
  weekdays: 'Weekdays',
  chooseOneDay: 'Choose at least one day.',
  save: 'Save',
  cancel: 'Cancel',
  saveFailed: 'Could not save the routine. Check your connection and try again.',
  /** Says when the routine comes back, in whole words ('Routine saved. It repeats every Thursday.'). */
  created: (weekdays: readonly number[]) => `Routine saved. It repeats ${scheduleSentence(weekdays)}.`,
  manage: 'Manage routines',

  title: ROUTINES_TITLE,
  backToPlanner: 'Back to planner',
  intro: 'Tasks that come back to Today on the days you choose.',
  empty: 'No routines yet. Add one here, or choose “Repeat…” in a task’s menu.',
  add: 'New routine',
  adding: 'New routine',
  priority: 'Priority',
  added: (text: string, rhythm: Rhythm) => `Routine “${text}” saved. It repeats ${repeatSentence(rhythm)}.`,
  loadFailed: 'Could not load your routines.',
  retry: 'Try again',
  text: 'Task',
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  paused: 'Paused',
  editing: (text: string) => `Editing routine “${text}”`,
  deleted: (text: string) => `Routine “${text}” deleted`,
  changeFailed: 'Could not change the routine. Check your connection and try again.',

  /** Sunday first, as weekday numbers are (0 = Sunday). */
  dayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  dayLetters: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  dayShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  monthNames: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],

  /** The Routines screen's rhythm fields. */
  repeats: 'Repeats',
  rhythms: {
    everyDay: 'Every day',
    daily: 'Every N days',
    weekly: 'Weekly on chosen days',
    monthly: 'Monthly on a day',
    monthlyWeekday: 'Monthly on a weekday',
    yearly: 'Yearly',
  } satisfies Record<RepeatFreq | 'everyDay', string>,
  every: 'Every',
  units: {
    daily: 'days',
    weekly: 'weeks',
    monthly: 'months',
    monthlyWeekday: 'months',
    yearly: 'years',
  } satisfies Record<RepeatFreq, string>,
  onDay: 'On day',
  lastDay: 'Last day',
  which: 'Which',
  weekday: 'Weekday',
  month: 'Month',
  day: 'Day',
  ordinals: { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', [LAST_DAY]: 'Last' } as Record<number, string>,
  startsOn: 'First day',
  startsOnHint: 'The rule counts from this day.',
  summary: 'Summary',
} as const;

/** A routine's rhythm as the API gives it: weekdays, and RRULE text when it has one. */
export interface Rhythm {
  weekdays: readonly number[];
  rrule?: string | null;
}

/** Monday first, the order a week is shown in. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A schedule in words: 'Every day', 'Weekdays', or the days Monday first ('Mon, Wed, Fri'). */
export function scheduleLabel(weekdays: readonly number[]): string {
  const kind = scheduleKind(weekdays);
  if (kind === 'everyDay') return ROUTINE_TEXTS.everyDay;
  if (kind === 'weekdays') return ROUTINE_TEXTS.weekdays;
  const days = new Set(normalizeWeekdays(weekdays));
  return WEEK_ORDER.filter((d) => days.has(d))
    .map((d) => ROUTINE_TEXTS.dayShort[d])
    .join(', ');
}

/** Joins names as a sentence does: 'Monday', 'Monday and Friday', 'Monday, Wednesday and Friday'. */
function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A schedule as the end of a sentence: 'every day', 'every weekday', 'every Monday and Thursday'. */
export function scheduleSentence(weekdays: readonly number[]): string {
  const kind = scheduleKind(weekdays);
  if (kind === 'everyDay') return 'every day';
  if (kind === 'weekdays') return 'every weekday (Monday to Friday)';
  const days = new Set(normalizeWeekdays(weekdays));
  return `every ${listInWords(WEEK_ORDER.filter((d) => days.has(d)).map((d) => ROUTINE_TEXTS.dayNames[d]))}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Every 3 weeks", "Every other month", or the plain word ("Weekly") for every one. */
function everyN(interval: number, unit: string, each: string): string {
  if (interval === 1) return each;
  return interval === 2 ? `Every other ${unit}` : `Every ${interval} ${unit}s`;
}

/** A rule in words, capitalised: "Every other Tuesday", "Monthly on the last day", "Every 3 days". */
export function ruleLabel(rule: RepeatRule): string {
  const t = ROUTINE_TEXTS;
  switch (rule.freq) {
    case 'daily':
      return everyN(rule.interval, 'day', t.everyDay);
    case 'weekly': {
      const days = listInWords(WEEK_ORDER.filter((d) => rule.weekdays.includes(d)).map((d) => t.dayNames[d]));
      if (rule.interval === 1) return `Every ${days}`;
      return rule.interval === 2 ? `Every other ${days}` : `Every ${rule.interval} weeks on ${days}`;
    }
    case 'monthly': {
      const on =
        rule.day === LAST_DAY
          ? 'the last day'
          : rule.day > 28
            ? `the ${ordinal(rule.day)} (the last day in shorter months)`
            : `the ${ordinal(rule.day)}`;
      return `${everyN(rule.interval, 'month', 'Monthly')} on ${on}`;
    }
    case 'monthlyWeekday': {
      const nth = rule.nth === LAST_DAY ? 'last' : ordinal(rule.nth);
      return `${everyN(rule.interval, 'month', 'Monthly')} on the ${nth} ${t.dayNames[rule.weekday]}`;
    }
    case 'yearly': {
      const on = `${t.monthNames[rule.month - 1]} ${rule.day}`;
      const leap = rule.month === 2 && rule.day === 29 ? ' (February 28 in other years)' : '';
      return `${everyN(rule.interval, 'year', 'Yearly')} on ${on}${leap}`;
    }
  }
}

const ruleOf = (rhythm: Rhythm) => (rhythm.rrule ? parseRepeatRule(rhythm.rrule) : null);
const isSimple = (rule: RepeatRule | null) => rule === null || simpleWeekdays(rule) !== null;

/**
 * A routine's rhythm for its list: weekday routines as before ('Every day', 'Weekdays', 'Mon, Thu'),
 * any other rule in words ('Every other Tuesday').
 */
export function repeatLabel(rhythm: Rhythm): string {
  const rule = ruleOf(rhythm);
  return isSimple(rule) ? scheduleLabel(rhythm.weekdays) : ruleLabel(rule!);
}

/** A rhythm as the end of a sentence: 'every Monday and Thursday', 'every other Tuesday', 'monthly on the 15th'. */
export function repeatSentence(rhythm: Rhythm): string {
  const rule = ruleOf(rhythm);
  if (isSimple(rule)) return scheduleSentence(rhythm.weekdays);
  const label = ruleLabel(rule!);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** A rhythm as a sentence of its own, for the editor's summary: 'Every Tuesday', 'Every other Tuesday'. */
export function repeatSummary(rhythm: Rhythm): string {
  const sentence = repeatSentence(rhythm);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
