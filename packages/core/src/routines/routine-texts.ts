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
  added: (text: string, weekdays: readonly number[]) =>
    `Routine “${text}” saved. It repeats ${scheduleSentence(weekdays)}.`,
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
} as const;

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
