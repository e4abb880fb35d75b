import { PRODUCT_NAME } from '../constants';

/** One calendar entry: at an instant (a timed task) or on a whole local date (a routine). */
export interface CalendarEvent {
  uid: string;
  summary: string;
  start: { at: number } | { date: string };
  /** When the thing shown last changed (DTSTAMP): the same on every poll until it changes. */
  stamp: number;
  /** Minutes; timed events only. */
  durationMinutes?: number;
  /** RFC 5545 RRULE value (no DTSTART): the event repeats from its start. */
  rrule?: string;
  /** Timed events only: the calendar app rings at the start too (a DISPLAY VALARM). */
  alarm?: boolean;
}

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. A line break
 * is CRLF, LF or a bare CR; every other control character (C0, DEL, C1) is left out, a tab becomes
 * a space, since TEXT allows none of them and a stray CR would end the content line early.
 */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\r\n?|\n/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space. Folding counts
 * UTF-8 octets and never splits a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74; // a continuation starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTF-8 octets of a string (core has no TextEncoder: it runs on no particular platform). */
export const utf8Length = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A whole calendar (VCALENDAR with one VEVENT per event), CRLF line ends as the RFC requires. */
export function buildCalendar(events: CalendarEvent[], name = PRODUCT_NAME): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Reminders//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    // Ask subscribers to look again every 15 minutes (they may poll less often).
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
  ];
  for (const event of events) {
    const summary = escapeIcsText(event.summary);
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`);
    if ('at' in event.start) {
      lines.push(`DTSTART:${utcStamp(event.start.at)}`, `DURATION:PT${event.durationMinutes ?? 15}M`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${event.start.date.replace(/-/g, '')}`);
    }
    if (event.rrule) lines.push(`RRULE:${event.rrule}`);
    lines.push(`SUMMARY:${summary}`);
    if (event.alarm && 'at' in event.start) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${summary}`, 'TRIGGER:PT0S', 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
