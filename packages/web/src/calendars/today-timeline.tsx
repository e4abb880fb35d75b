import { addDays, CALENDAR_TEXTS, instantAt, localDateKey, type SubscribedEvent } from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import { deviceTimeZone, formatReminderTime } from '../lib/time-zone';
import { useProfile } from '../session/session';
import { useCalendarEvents } from './calendar-events-store';

const HOUR_MS = 3_600_000;
/** The hours the bar shows at least; it widens to take in earlier and later events and now. */
const FIRST_HOUR = 8;
const LAST_HOUR = 20;

const timeRange = (event: SubscribedEvent) => `${formatReminderTime(event.start!)}–${formatReminderTime(event.end!)}`;

/**
 * Today's calendar events above the Today list, read-only: a slim bar of the day's hours with
 * each timed event placed on it and a line at now, and the events under it in words (all-day ones
 * first). Loaded only for a user who follows a calendar (the day says so).
 */
export default function TodayTimeline() {
  const now = useNow();
  const zone = deviceTimeZone();
  const today = localDateKey(now, zone);
  const events = useCalendarEvents(useProfile().id, today, today);
  const dayStart = instantAt(today, 0, zone);
  const dayEnd = instantAt(addDays(today, 1), 0, zone);
  const timed = events.filter((e) => !e.allDay);
  const allDay = events.filter((e) => e.allDay);
  const within = (ms: number) => Math.min(dayEnd, Math.max(dayStart, ms));
  const starts = timed.map((e) => within(Date.parse(e.start!)));
  const ends = timed.map((e) => within(Date.parse(e.end!)));
  const from = Math.min(dayStart + FIRST_HOUR * HOUR_MS, now, ...starts);
  const to = Math.max(dayStart + LAST_HOUR * HOUR_MS, now, ...ends);
  const first = dayStart + Math.floor((from - dayStart) / HOUR_MS) * HOUR_MS;
  const span = Math.max(HOUR_MS, dayStart + Math.ceil((to - dayStart) / HOUR_MS) * HOUR_MS - first);
  const at = (ms: number) => `${((ms - first) / span) * 100}%`;
  const nowTime = formatReminderTime(new Date(now).toISOString());

  return (
    <section
      aria-label={CALENDAR_TEXTS.timeline}
      className="mb-3 rounded-2xl border border-slate-200/80 bg-white px-3 py-2 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative h-5" aria-hidden="true">
        <div className="absolute inset-x-0 top-2 h-1 rounded-full bg-slate-100 dark:bg-slate-800" />
        {timed.map((event, i) => (
          <div
            key={`${event.calendarId}-${event.start}-${i}`}
            className="absolute top-1 h-3 min-w-1 rounded bg-sky-500/80 dark:bg-sky-400/70"
            style={{ left: at(starts[i]!), width: `${((ends[i]! - starts[i]!) / span) * 100}%` }}
          />
        ))}
        <div className="absolute top-0 h-5 w-0.5 bg-rose-500" style={{ left: at(now) }} />
      </div>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="font-medium text-rose-700 dark:text-rose-300">{CALENDAR_TEXTS.now(nowTime)}</p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {allDay.map((event, i) => (
            <li key={`a-${event.calendarId}-${i}`} className="text-slate-700 dark:text-slate-200">
              <span className="text-slate-500 dark:text-slate-400">{CALENDAR_TEXTS.allDay}</span> {event.summary}
            </li>
          ))}
          {timed.map((event, i) => (
            <li
              key={`t-${event.calendarId}-${i}`}
              className={`text-slate-700 dark:text-slate-200 ${Date.parse(event.end!) <= now ? 'opacity-60' : ''}`}
            >
              <span className="text-slate-500 tabular-nums dark:text-slate-400">{timeRange(event)}</span>{' '}
              {event.summary}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
