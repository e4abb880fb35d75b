import { CalendarDays } from 'lucide-react';
import { CALENDAR_TEXTS, type SubscribedEvent } from '@dayflow/core';
import { formatReminderTime } from '../../lib/time-zone';

/** A day's calendar events in Upcoming: read-only, all-day ones first, then by time. */
export function DayEvents({ label, events }: { label: string; events: readonly SubscribedEvent[] }) {
  return (
    <ul aria-label={CALENDAR_TEXTS.dayEvents(label)} className="space-y-1">
      {events.map((event, i) => (
        <li
          key={`${event.calendarId}-${event.start ?? event.startDay}-${i}`}
          className="flex items-start gap-2 rounded-lg bg-sky-50 px-2.5 py-1.5 text-sm text-slate-700 dark:bg-sky-500/10 dark:text-slate-200"
        >
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
          <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
            {event.allDay ? CALENDAR_TEXTS.allDay : formatReminderTime(event.start!)}
          </span>
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{event.summary}</span>
        </li>
      ))}
    </ul>
  );
}
