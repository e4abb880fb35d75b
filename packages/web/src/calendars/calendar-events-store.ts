import { useSyncExternalStore } from 'react';
import { addDays, localDateKey, SubscribedEventListSchema, type SubscribedEvent } from '@dayflow/core';
import { readJson } from '../lib/read-json';
import { createServerData, perKey } from '../lib/server-data';

/**
 * The events of the user's calendars on a span of days (their zone), one store per span. The
 * server fetches the calendars every 15 minutes; a page reads its span when it opens.
 */
const eventsStore = perKey((key: string) => {
  const [, from, to] = key.split(' ');
  return createServerData({
    what: 'calendar events',
    read: () =>
      readJson(`/api/calendars/events?from=${from}&to=${to}`, SubscribedEventListSchema).then(
        (answer) => answer.events,
      ),
  });
});

const NONE: SubscribedEvent[] = [];
const idle = () => () => {};

/**
 * The events from `from` to `to` (both included); none while they load, when they cannot be
 * read, or when not `wanted` (a user without calendars asks for nothing).
 */
export function useCalendarEvents(uid: string, from: string, to: string, wanted = true): SubscribedEvent[] {
  const store = wanted ? eventsStore(`${uid} ${from} ${to}`) : null;
  return useSyncExternalStore(store?.subscribe ?? idle, () => store?.get().data ?? NONE);
}

/** Events by the local day they fall on: a timed one on its start's day, an all-day one on each of its days. */
export function eventsByDay(events: readonly SubscribedEvent[], zone: string): Map<string, SubscribedEvent[]> {
  const byDay = new Map<string, SubscribedEvent[]>();
  const put = (day: string, event: SubscribedEvent) => byDay.set(day, [...(byDay.get(day) ?? []), event]);
  for (const event of events) {
    if (!event.allDay) put(localDateKey(Date.parse(event.start!), zone), event);
    else for (let day = event.startDay!; day < event.endDay!; day = addDays(day, 1)) put(day, event);
  }
  return byDay;
}
