import ICAL from 'ical.js';
import { child, childrenNamed, NS, type XmlElement } from './dav-xml';
import { instantOf } from './vtodo';

/**
 * calendar-query's filter (RFC 4791 §9.7) on a resource's iCalendar object: comp-filter with
 * is-not-defined and time-range, prop-filter with is-not-defined and text-match. A param-filter,
 * which no client we know sends for to-dos, is taken as matching.
 */

/** A time-range attribute (`20261201T000000Z`) as epoch ms, read by ical.js's own value parser. */
function utcInstant(value: string | undefined): number | undefined {
  if (!value) return undefined;
  try {
    const iso = ICAL.design.icalendar.value['date-time']!.fromICAL!(value) as string;
    return ICAL.Time.fromDateTimeString(iso).toJSDate().getTime();
  } catch {
    return undefined;
  }
}

/** RFC 4791 §9.9's table for a VTODO: which of DTSTART, DUE, COMPLETED and CREATED it has decides the test. */
function todoOverlaps(todo: ICAL.Component, calendar: ICAL.Component, zone: string, range: XmlElement): boolean {
  const start = utcInstant(range.attributes.start) ?? -Infinity;
  const end = utcInstant(range.attributes.end) ?? Infinity;
  const at = (name: string) => {
    const prop = todo.getFirstProperty(name);
    return prop ? instantOf(prop, calendar, zone) : undefined;
  };
  const dtstart = at('dtstart');
  const due = at('due');
  const completed = at('completed');
  const created = at('created');
  if (dtstart !== undefined && due !== undefined)
    return (start <= dtstart && end > dtstart) || (start < due && end >= due) || (start >= dtstart && end <= due);
  if (dtstart !== undefined) return start <= dtstart && end > dtstart;
  if (due !== undefined) return start < due && end >= due;
  if (completed !== undefined && created !== undefined)
    return (start <= created || start <= completed) && (end >= created || end >= completed);
  if (completed !== undefined) return start <= completed && end >= completed;
  if (created !== undefined) return end > created;
  return true;
}

function textMatches(values: string[], match: XmlElement): boolean {
  const wanted = match.text.toLowerCase();
  const found = values.some((value) => value.toLowerCase().includes(wanted));
  return match.attributes['negate-condition'] === 'yes' ? !found : found;
}

function propMatches(component: ICAL.Component, filter: XmlElement): boolean {
  const props = component.getAllProperties(String(filter.attributes.name ?? '').toLowerCase());
  if (child(filter, NS.caldav, 'is-not-defined')) return props.length === 0;
  if (props.length === 0) return false;
  const match = child(filter, NS.caldav, 'text-match');
  if (match)
    return textMatches(
      props.flatMap((p) => p.getValues().map((v) => String(v))),
      match,
    );
  return true;
}

function componentMatches(component: ICAL.Component, filter: XmlElement, calendar: ICAL.Component, zone: string) {
  const range = child(filter, NS.caldav, 'time-range');
  if (range && component.name === 'vtodo' && !todoOverlaps(component, calendar, zone, range)) return false;
  // A time-range on any other component (a VEVENT filter) finds nothing: this calendar has none.
  if (range && component.name !== 'vtodo' && component.name !== 'vcalendar') return false;
  for (const propFilter of childrenNamed(filter, NS.caldav, 'prop-filter'))
    if (!propMatches(component, propFilter)) return false;
  for (const compFilter of childrenNamed(filter, NS.caldav, 'comp-filter')) {
    const subs = component.getAllSubcomponents(String(compFilter.attributes.name ?? '').toLowerCase());
    if (child(compFilter, NS.caldav, 'is-not-defined')) {
      if (subs.length > 0) return false;
    } else if (!subs.some((sub) => componentMatches(sub, compFilter, calendar, zone))) return false;
  }
  return true;
}

/** Whether the iCalendar text `body` passes `<C:filter>` (no filter: everything does). */
export function matchesFilter(body: string, filter: XmlElement | undefined, zone: string): boolean {
  const top = child(filter, NS.caldav, 'comp-filter');
  if (!top) return true;
  const calendar = new ICAL.Component(ICAL.parse(body));
  if (String(top.attributes.name ?? '').toLowerCase() !== 'vcalendar') return false;
  return componentMatches(calendar, top, calendar, zone);
}
