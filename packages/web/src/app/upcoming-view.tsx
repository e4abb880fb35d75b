import { useCallback, useMemo } from 'react';
import { addDays, localDateKey, UPCOMING_DAY_COUNT, type Routine } from '@dayflow/core';
import { eventsByDay, useCalendarEvents } from '../calendars/calendar-events-store';
import { useNow } from '../hooks/use-now';
import { deviceTimeZone } from '../lib/time-zone';
import { useFollowsCalendars } from '../planner/day/carried-over';
import UpcomingScreen from '../planner/upcoming/upcoming-screen';
import { useRoutines } from '../routines/routines-store';
import { useProfile } from '../session/session';

const NONE: Routine[] = [];

/**
 * The Upcoming page's days with the user's routines, whose copies-to-be they list, and their
 * calendars' events: the routines come from their own store, read when the page opens and kept
 * current by the live connection; the events are read for the laid-out days when the user
 * follows a calendar. Until they are read (or when they cannot be) the days show their tasks alone.
 */
export default function UpcomingView() {
  const uid = useProfile().id;
  const routines = useRoutines(uid);
  const zone = deviceTimeZone();
  const today = localDateKey(useNow(), zone);
  const events = useCalendarEvents(uid, today, addDays(today, UPCOMING_DAY_COUNT - 1), useFollowsCalendars());
  const byDay = useMemo(() => eventsByDay(events, zone), [events, zone]);
  const eventsOn = useCallback((day: string) => byDay.get(day), [byDay]);
  return <UpcomingScreen routines={routines.data ?? NONE} eventsOn={eventsOn} />;
}
