import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine, utf8Length } from './ics';

describe('buildCalendar', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('is read back by a real iCalendar parser', () => {
    const long = `Call Ada; bring notes, the long version ${'é'.repeat(60)}\nsecond line`;
    const text = buildCalendar([
      { uid: 'task-1@dayflow', summary: long, start: { at: Date.parse('2026-11-26T14:00:00Z') }, stamp: now },
      { uid: 'routine-2-2026-11-27@dayflow', summary: 'Stretch', start: { date: '2026-11-27' }, stamp: now },
    ]);
    for (const line of text.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(['task-1@dayflow', 'routine-2-2026-11-27@dayflow']);
    expect(events[0]!.summary).toBe(long);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(events[1]!.startDate.isDate).toBe(true);
    expect(events[1]!.startDate.toString()).toBe('2026-11-27');
  });

  it('keeps every control character out, a bare CR included', () => {
    const text = buildCalendar([
      {
        uid: 'task-1@dayflow',
        summary: 'one\rBEGIN:VALARM\r\ntwo\u0000\u0007\u001b[31m\u007f\u0085\tend',
        start: { at: now },
        stamp: now,
        alarm: true,
      },
    ]);
    // Only the CRLF that ends each content line; no other control character anywhere.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('summary')).toBe('one\nBEGIN:VALARM\ntwo[31m end');
    expect(event!.getAllSubcomponents('valarm')).toHaveLength(1);
  });

  it('stamps each event with its own last change, the same on every build', () => {
    const edited = Date.parse('2026-11-20T08:15:30Z');
    const build = () =>
      buildCalendar([
        {
          uid: 'routine-r@dayflow',
          summary: 'Stretch',
          start: { date: '2026-11-27' },
          stamp: edited,
          rrule: 'FREQ=WEEKLY;BYDAY=FR',
        },
      ]);
    expect(build()).toBe(build());
    const [event] = new ICAL.Component(ICAL.parse(build())).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-20T08:15:30Z');
    const expanded = new ICAL.Event(event!).iterator();
    expect([1, 2, 3].map(() => expanded.next()!.toString())).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
  });

  it('gives a timed event an alarm at its start', () => {
    const text = buildCalendar([{ uid: 't@dayflow', summary: 'Call', start: { at: now }, stamp: now, alarm: true }]);
    const [alarm] = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!.getAllSubcomponents('valarm');
    expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm!.getFirstPropertyValue('trigger')!.toString()).toBe('PT0S');
  });

  it('escapes text and folds long lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\rf\r\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(foldIcsLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });
});
