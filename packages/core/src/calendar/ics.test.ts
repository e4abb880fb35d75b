import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine, utf8Length } from './ics';

describe('buildCalendar', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('is read back by a real iCalendar parser', () => {
    const long = `Call Ada; bring notes, the long version ${'é'.repeat(60)}\nsecond line`;
    const text = buildCalendar(
      [
        { uid: 'task-1@dayflow', summary: long, start: { at: Date.parse('2026-11-26T14:00:00Z') } },
        { uid: 'routine-2-2026-11-27@dayflow', summary: 'Stretch', start: { date: '2026-11-27' } },
      ],
      now,
    );
    for (const line of text.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(['task-1@dayflow', 'routine-2-2026-11-27@dayflow']);
    expect(events[0]!.summary).toBe(long);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(events[1]!.startDate.isDate).toBe(true);
    expect(events[1]!.startDate.toString()).toBe('2026-11-27');
  });

  it('escapes text and folds long lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldIcsLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });
});
