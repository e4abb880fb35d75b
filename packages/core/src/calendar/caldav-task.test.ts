import { describe, expect, it } from 'vitest';
import { dueDayOf, ICAL_PRIORITY, isListCategory, listCategory, placeForDueDay, priorityFromIcal } from './caldav-task';

describe('a task as a CalDAV to-do', () => {
  const today = '2026-12-31';

  it.each([
    [1, 'High'],
    [4, 'High'],
    [5, 'Medium'],
    [6, 'Low'],
    [9, 'Low'],
    [0, 'Medium'],
    [undefined, 'Medium'],
    [12, 'Medium'],
  ] as const)('PRIORITY %s is %s', (value, priority) => {
    expect(priorityFromIcal(value)).toBe(priority);
  });

  it('writes 1, 5 and 9, which read back as the same priority', () => {
    expect(ICAL_PRIORITY).toEqual({ High: 1, Medium: 5, Low: 9 });
    for (const [priority, value] of Object.entries(ICAL_PRIORITY)) expect(priorityFromIcal(value)).toBe(priority);
  });

  it('dates each list: Today today, Tomorrow across the year end, Later its day, Brain Dump none', () => {
    expect(dueDayOf({ section: 'today' }, today)).toBe('2026-12-31');
    expect(dueDayOf({ section: 'tomorrow' }, today)).toBe('2027-01-01');
    expect(dueDayOf({ section: 'later', day: '2027-02-03' }, today)).toBe('2027-02-03');
    expect(dueDayOf({ section: 'brainDump', day: null }, today)).toBeNull();
  });

  it.each([
    ['2026-12-01', { section: 'today', day: null }],
    ['2026-12-31', { section: 'today', day: null }],
    ['2027-01-01', { section: 'tomorrow', day: null }],
    ['2027-01-02', { section: 'later', day: '2027-01-02' }],
    [null, { section: 'brainDump', day: null }],
  ] as const)('DUE %s goes to %o', (due, place) => {
    expect(placeForDueDay(due, today)).toEqual(place);
  });

  it('names lists as categories and knows them back', () => {
    expect(listCategory('brainDump')).toBe('Brain Dump');
    expect(isListCategory('Today')).toBe(true);
    expect(isListCategory('Work')).toBe(false);
  });
});
