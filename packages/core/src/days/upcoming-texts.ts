import { TEXTS } from '../texts';
import { UPCOMING_TITLE } from './upcoming-entry-texts';

/** The Upcoming page's words. Day names and dates come from the user's locale, not from here. */
export const UPCOMING_TEXTS = {
  heading: UPCOMING_TITLE,
  intro: 'The next two weeks, day by day. Drag a task to another day, or add one to a day from its box.',
  /** A day's heading: "Thu, Dec 3", or "Today · Thu, Dec 3" for Today and Tomorrow. */
  dayHeading: (date: string, list?: string) => (list ? `${list} · ${date}` : date),
  dayList: (date: string) => `Tasks for ${date}`,
  laterHeading: TEXTS.sectionTitles.later,
  laterHint: 'Beyond the next two weeks',
  laterList: 'Tasks planned later',
  emptyDay: 'No tasks planned',
  emptyLater: 'Nothing planned further ahead',
  addFor: (date: string) => `Add a task for ${date}`,
  addPlaceholder: 'Add a task…',
  addButton: 'Add',
  /** The mark on a routine's copy-to-be: shown, not a task yet, so it cannot be changed here. */
  repeatMark: 'Repeats',
  repeatsList: (date: string) => `Repeats on ${date}`,
  repeatHint: 'A routine: its task comes on this day. Change it on the Routines page.',
  brainDumpHeading: TEXTS.sectionTitles.brainDump,
  brainDumpDrop: 'Drop a task here to move it back to Brain Dump',
  brainDumpCount: (n: number) => (n === 1 ? '1 task waiting' : `${n} tasks waiting`),
} as const;
