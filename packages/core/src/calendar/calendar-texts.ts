import type { CalendarErrorCode } from './subscribed-calendars';

/** What Settings → Calendars, Today's timeline and Upcoming say about subscribed calendars. */
export const CALENDAR_TEXTS = {
  heading: 'Calendars',
  hint: "Show your calendars' events beside your day: paste a calendar's ICS address (Google's secret address in iCal format, Outlook's published ICS link, or a webcal:// link). Dayflow reads it every 15 minutes and never changes it.",
  urlLabel: 'Calendar address',
  nameLabel: 'Name (optional)',
  add: 'Add calendar',
  adding: 'Adding…',
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  none: 'No calendars yet.',
  failed: 'The calendar could not be changed. Try again.',
  events: (count: number) => (count === 1 ? '1 event' : `${count} events`),
  updated: (when: string) => `updated ${when}`,
  notYet: 'not read yet',
  errors: {
    'refused-address': 'Its address is not a public one, so it is not read.',
    'not-found': 'Its host could not be found.',
    unreachable: 'Its server could not be reached.',
    timeout: 'Its server took longer than 10 seconds.',
    'too-large': 'It is larger than 5 MB.',
    'too-many-redirects': 'Its address sends us on through too many redirects.',
    'http-error': 'Its server refused to give it.',
    'not-a-calendar': 'What its address gives is not a calendar.',
  } satisfies Record<CalendarErrorCode, string>,
  timeline: "Today's calendar",
  now: (time: string) => `Now ${time}`,
  allDay: 'All day',
  dayEvents: (day: string) => `Events on ${day}`,
} as const;
