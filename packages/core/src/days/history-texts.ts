/**
 * What the history in the Daily Productivity panel says. Not in the product specification
 * (TEXTS): written once here, for the web app and the end-to-end tests.
 */
export const HISTORY_TEXTS = {
  title: 'History',
  lastSevenDays: 'Last 7 days',
  lastTwelveWeeks: 'Last 12 weeks',
  bestStreak: 'Best streak',
  thisWeek: 'This week',
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  done: (n: number) => `${n} done`,
  goalLine: (goal: number) => `Goal ${goal}`,
  /** A bar: 'Tue 16 Jun: 4 done, goal 5 not met'. */
  bar: (date: string, done: number, goal: number) =>
    `${date}: ${done} done, goal ${goal} ${done >= goal ? 'met' : 'not met'}`,
  /** A heatmap cell: 'Tue 16 Jun: 4 done', or 'Tue 16 Jun: still to come'. */
  cell: (date: string, done: number, future: boolean) => `${date}: ${future ? 'still to come' : `${done} done`}`,
  less: 'Less',
  more: 'More',
  loadFailed: 'Could not load your history.',
  retry: 'Try again',
} as const;

let dateFormat: Intl.DateTimeFormat | undefined;

/** A local date key in words, 'Tue 16 Jun' (the key is a calendar date: read in UTC, never shifted). */
export function dateLabel(key: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${key}T00:00:00Z`)).replace(',', '');
}
