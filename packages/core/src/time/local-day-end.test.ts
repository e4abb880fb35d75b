import { describe, expect, it } from 'vitest';
import { localDayEnd } from './local-day-end';

const at = (iso: string) => Date.parse(iso);

describe('localDayEnd', () => {
  it.each([
    ['UTC', '2026-06-15T10:00:00Z', '2026-06-16T00:00:00Z'],
    ['UTC', '2026-06-15T23:59:59.999Z', '2026-06-16T00:00:00Z'],
    ['UTC', '2026-06-16T00:00:00Z', '2026-06-17T00:00:00Z'],
    ['Etc/GMT-14', '2026-06-15T10:00:00Z', '2026-06-16T10:00:00Z'],
    ['Etc/GMT-14', '2026-06-15T09:59:00Z', '2026-06-15T10:00:00Z'],
    ['Etc/GMT+12', '2026-06-15T10:00:00Z', '2026-06-15T12:00:00Z'],
    ['Asia/Kathmandu', '2026-06-15T10:00:00Z', '2026-06-15T18:15:00Z'],
    // 23-hour and 25-hour days: the end is local midnight after the change.
    ['Europe/Paris', '2026-03-29T00:30:00Z', '2026-03-29T22:00:00Z'],
    ['Europe/Paris', '2026-10-25T00:30:00Z', '2026-10-25T23:00:00Z'],
    // No midnight on this day: clocks jumped from 23:59:59 to 01:00 on 2026-09-06.
    ['America/Santiago', '2026-09-05T12:00:00Z', '2026-09-06T04:00:00Z'],
  ])('in %s, the day of %s ends at %s', (zone, now, end) => {
    expect(new Date(localDayEnd(at(now), zone)).toISOString()).toBe(new Date(at(end)).toISOString());
  });

  it('throws for an unknown zone', () => {
    expect(() => localDayEnd(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
