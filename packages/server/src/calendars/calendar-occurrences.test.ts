import { describe, expect, it } from 'vitest';
import { calendarOccurrences } from './calendar-occurrences';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const FROM = Date.parse('2026-10-01T00:00:00Z');
const TO = Date.parse('2026-12-01T00:00:00Z');

describe('calendarOccurrences', () => {
  it('keeps a weekly event at its wall time across the DST change of its own zone', () => {
    const text = calendar(
      ...event(
        'UID:standup',
        'DTSTART;TZID=Europe/Paris:20261019T090000',
        'DTEND;TZID=Europe/Paris:20261019T093000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'SUMMARY:Standup',
      ),
    );
    const occurrences = calendarOccurrences(text, FROM, TO, 'America/New_York');
    // Paris leaves summer time on 25 October: 09:00 is 07:00Z before and 08:00Z after.
    expect(occurrences.map((o) => [iso(o.startAt), iso(o.endAt)])).toEqual([
      ['2026-10-19T07:00:00.000Z', '2026-10-19T07:30:00.000Z'],
      ['2026-10-26T08:00:00.000Z', '2026-10-26T08:30:00.000Z'],
      ['2026-11-02T08:00:00.000Z', '2026-11-02T08:30:00.000Z'],
    ]);
  });

  it("reads a zone by the calendar's own VTIMEZONE when its name is not an IANA one", () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event(
        'UID:outlook',
        'DTSTART;TZID=W. Europe Standard Time:20261023T100000',
        'DTEND;TZID=W. Europe Standard Time:20261023T110000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'SUMMARY:Review',
      ),
    );
    expect(calendarOccurrences(text, FROM, TO, 'UTC').map((o) => iso(o.startAt))).toEqual([
      '2026-10-23T08:00:00.000Z',
      '2026-10-30T09:00:00.000Z',
    ]);
  });

  it('leaves out EXDATEs, cancelled instances and cancelled events, and moves a moved instance', () => {
    const text = calendar(
      ...event(
        'UID:daily',
        'DTSTART:20261102T120000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;COUNT=5',
        'EXDATE:20261103T120000Z',
        'SUMMARY:Lunch',
      ),
      ...event('UID:daily', 'RECURRENCE-ID:20261104T120000Z', 'DTSTART:20261104T120000Z', 'STATUS:CANCELLED'),
      ...event(
        'UID:daily',
        'RECURRENCE-ID:20261105T120000Z',
        'DTSTART:20261105T130000Z',
        'DURATION:PT1H',
        'SUMMARY:Late lunch',
      ),
      ...event('UID:gone', 'DTSTART:20261102T090000Z', 'STATUS:CANCELLED', 'SUMMARY:Called off'),
    );
    expect(calendarOccurrences(text, FROM, TO, 'UTC').map((o) => [o.summary, iso(o.startAt)])).toEqual([
      ['Lunch', '2026-11-02T12:00:00.000Z'],
      ['Late lunch', '2026-11-05T13:00:00.000Z'],
      ['Lunch', '2026-11-06T12:00:00.000Z'],
    ]);
  });

  it('keeps all-day events on their dates, a floating time in the user zone, and only the window', () => {
    const text = calendar(
      ...event('UID:trip', 'DTSTART;VALUE=DATE:20261124', 'DTEND;VALUE=DATE:20261127', 'SUMMARY:Trip'),
      ...event('UID:floating', 'DTSTART:20261126T090000', 'SUMMARY:Floating'),
      ...event('UID:old', 'DTSTART:20250101T090000Z', 'SUMMARY:Old'),
      ...event('UID:weekly', 'DTSTART:20200106T090000Z', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Forever'),
    );
    const occurrences = calendarOccurrences(
      text,
      Date.parse('2026-11-23T00:00:00Z'),
      Date.parse('2026-11-30T00:00:00Z'),
      'Asia/Tokyo',
    );
    expect(occurrences.map((o) => [o.summary, o.startDay ?? iso(o.startAt), o.endDay])).toEqual([
      ['Forever', '2026-11-23T09:00:00.000Z', null],
      ['Trip', '2026-11-24', '2026-11-27'],
      ['Floating', '2026-11-26T00:00:00.000Z', null], // 09:00 in Tokyo
    ]);
  });

  it('refuses text that is no calendar, and keeps control characters out of a summary', () => {
    expect(() => calendarOccurrences('nonsense', FROM, TO, 'UTC')).toThrow();
    const text = calendar(...event('UID:x', 'DTSTART:20261102T120000Z', 'SUMMARY:a\\nb\u0007c'));
    expect(calendarOccurrences(text, FROM, TO, 'UTC')[0]!.summary).toBe('a b c');
  });
});
