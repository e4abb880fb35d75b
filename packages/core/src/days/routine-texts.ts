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
  created: (schedule: string) => `Routine saved: ${schedule.toLowerCase()}`,
  manage: 'Manage routines',

  title: ROUTINES_TITLE,
  backToPlanner: 'Back to planner',
  intro: 'Tasks that come back to Today on the days you choose.',
  empty: 'No routines yet. Choose “Repeat…” in a task’s menu to make one.',
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
