import ICAL from 'ical.js';
import { canonicalTimeZone, instantAt } from '@dayflow/core';

/** One occurrence of an event, as stored and served: at instants, or on whole local dates. */
export interface CalendarOccurrence {
  summary: string;
  /** Timed: epoch ms, end after start. */
  startAt: number | null;
  endAt: number | null;
  /** All day: local dates YYYY-MM-DD, the end excluded (as DTEND counts). */
  startDay: string | null;
  endDay: string | null;
}

/** Occurrences kept per calendar: a calendar of many daily events is kept to its nearest ones. */
export const MAX_OCCURRENCES = 5000;
/** Steps through one event's recurrence before giving up (an old daily event reaches today). */
const MAX_ITERATIONS = 50_000;
/** Longest summary kept. */
const MAX_SUMMARY = 500;

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayKey = (t: ICAL.Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/**
 * An ICAL.Time's instant, given the TZID its property named (ical.js's iterator drops it). The TZID is read as an IANA zone when it is one (the platform knows
 * every DST rule); else by the calendar's own VTIMEZONE of that name (Outlook's "W. Europe
 * Standard Time"); a floating time is the user's own. ical.js's global zone registry is not used,
 * so two calendars defining one name differently cannot mix.
 */
function instantOf(
  time: ICAL.Time,
  tzid: string | undefined,
  zones: Map<string, ICAL.Timezone>,
  userZone: string,
): number {
  const wallMs = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone === ICAL.Timezone.utcTimezone) return wallMs;
  const iana = tzid ? canonicalTimeZone(tzid) : undefined;
  const own = tzid ? zones.get(tzid) : undefined;
  if (!iana && own) return wallMs - own.utcOffset(time) * 1000;
  return instantAt(dayKey(time), time.hour * 60 + time.minute, iana ?? userZone) + time.second * 1000;
}

/** The TZID a time was written with: kept as `timezone`, or as its zone when ical.js knew it. */
const zoneName = (time: ICAL.Time): string | undefined =>
  (time as ICAL.Time & { timezone?: string }).timezone ??
  (time.zone && time.zone.tzid !== 'floating' && time.zone.tzid !== 'UTC' ? time.zone.tzid : undefined);

const cleanSummary = (text: unknown) =>
  (typeof text === 'string' ? text : '')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ')
    .trim()
    .slice(0, MAX_SUMMARY);

/**
 * Every occurrence of the calendar's events that overlaps [from, to) (epoch ms), recurring
 * events expanded (RRULE, RDATE, EXDATE, moved instances by RECURRENCE-ID), cancelled events and
 * instances left out, in start order, at most MAX_OCCURRENCES. Throws on text that is no iCalendar.
 */
export function calendarOccurrences(text: string, from: number, to: number, userZone: string): CalendarOccurrence[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  const singles: ICAL.Event[] = [];
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else singles.push(exception);
  }

  const out: CalendarOccurrence[] = [];
  const cancelled = (component: ICAL.Component) =>
    String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null) => {
    if (cancelled(item.component)) return;
    const startZone = zoneName(item.startDate);
    const at = (time: ICAL.Time, tzid: string | undefined) => instantOf(time, tzid, zones, userZone);
    const summary = cleanSummary(item.summary);
    if (start.isDate) {
      const startDay = dayKey(start);
      const endDay = end && end.isDate && dayKey(end) > startDay ? dayKey(end) : nextDay(startDay);
      // Dates, not instants: a day either side of the window covers every zone.
      if (Date.parse(`${startDay}T00:00:00Z`) >= to + DAY_MS || Date.parse(`${endDay}T00:00:00Z`) <= from - DAY_MS)
        return;
      out.push({ summary, startAt: null, endAt: null, startDay, endDay });
      return;
    }
    const startAt = at(start, startZone);
    const endAt = end ? Math.max(startAt, at(end, (item.endDate && zoneName(item.endDate)) ?? startZone)) : startAt;
    if (startAt >= to || Math.max(endAt, startAt + 1) <= from) return;
    out.push({ summary, startAt, endAt, startDay: null, endDay: null });
  };

  for (const event of [...masters.values(), ...singles]) {
    if (cancelled(event.component) || !event.startDate) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_ITERATIONS; i++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      // Moved instances may start later than their slot; the slot itself orders the walk.
      if (instantOf(next, zoneName(event.startDate), zones, userZone) >= to + DAY_MS) break;
      add(details.item, details.startDate, details.endDate);
    }
  }
  out.sort((a, b) => occurrenceStart(a) - occurrenceStart(b));
  return out.slice(0, MAX_OCCURRENCES);
}

const nextDay = (key: string) => new Date(Date.parse(`${key}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const occurrenceStart = (o: CalendarOccurrence) => o.startAt ?? Date.parse(`${o.startDay}T00:00:00Z`);
