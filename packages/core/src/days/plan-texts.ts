/**
 * What planning a task for a day says: the composer's toast, the task menu's "Plan for…" and its
 * calendar. Not in the product specification (TEXTS): written once here, for the web app and the
 * end-to-end tests. A `day` is already in the user's words ("Fri, Dec 4"): the app formats dates
 * in the user's locale.
 */
export const PLAN_TEXTS = {
  /** The task menu's item; the dialog's title. */
  menu: 'Plan for…',
  title: 'Plan for a day',
  /** Where a task planned by typing or picking went. */
  plannedFor: (day: string) => `Planned for ${day}`,
  /** The planned toast's link to the page of days ahead. */
  openUpcoming: 'Open Upcoming',
  shortcuts: 'Quick picks',
  today: 'Today',
  tomorrow: 'Tomorrow',
  nextWeek: 'Next week',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** How the calendar is used from the keyboard, under it. */
  keys: 'Arrows move · Page Up/Down a month · Enter picks',
  /** Said with today's date in the calendar, after its name. */
  todayMark: 'today',
} as const;
