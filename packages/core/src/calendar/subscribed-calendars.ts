import { z } from 'zod/mini';
import { isDateKey } from '../time/local-date';

/** Calendars one user may subscribe to. */
export const MAX_CALENDARS_PER_USER = 20;
/** How often the server fetches each calendar again. */
export const CALENDAR_REFRESH_MS = 15 * 60 * 1000;
/** Longest span of days one events read may ask for. */
export const CALENDAR_EVENTS_MAX_DAYS = 62;

/** Why the last fetch failed, as a code: never text from the remote server. */
export const CALENDAR_ERROR_CODES = [
  'refused-address',
  'not-found',
  'unreachable',
  'timeout',
  'too-large',
  'too-many-redirects',
  'http-error',
  'not-a-calendar',
] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

/** Add a calendar by its ICS address (https, http or webcal), with a name of one's own. */
export const AddCalendarSchema = /* @__PURE__ */ z.strictObject({
  url: z.string().check(z.trim(), z.minLength(1, { message: 'must not be empty' }), z.maxLength(2000)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type AddCalendar = z.infer<typeof AddCalendarSchema>;

export const SubscribedCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.number(),
  /** When its events were last read successfully; null before the first. */
  fetchedAt: z.nullable(z.number()),
  /** Why the last fetch failed; null when it did not. */
  error: z.nullable(z.enum(CALENDAR_ERROR_CODES)),
  eventCount: z.number(),
});
export type SubscribedCalendar = z.infer<typeof SubscribedCalendarSchema>;
export const SubscribedCalendarListSchema = z.object({ calendars: z.array(SubscribedCalendarSchema) });

const DayKeySchema = /* @__PURE__ */ z.string().check(z.refine(isDateKey, { message: 'must be a date YYYY-MM-DD' }));
export const SubscribedEventsQuerySchema = /* @__PURE__ */ z.object({ from: DayKeySchema, to: DayKeySchema });

/** One occurrence: timed (start and end, ISO instants) or all day (startDay, endDay excluded). */
export const SubscribedEventSchema = z.object({
  calendarId: z.string(),
  summary: z.string(),
  allDay: z.boolean(),
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  startDay: z.nullable(z.string()),
  endDay: z.nullable(z.string()),
});
export type SubscribedEvent = z.infer<typeof SubscribedEventSchema>;
export const SubscribedEventListSchema = z.object({ events: z.array(SubscribedEventSchema) });
