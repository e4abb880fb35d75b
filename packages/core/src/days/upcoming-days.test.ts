import { describe, expect, it } from 'vitest';
import type { Task, TaskSection } from '../tasks/task-schemas';
import { addDays, weekdayOf } from '../time/calendar-days';
import { UPCOMING_DAY_COUNT, upcomingDays, type UpcomingRoutine } from './upcoming-days';

const T0 = Date.UTC(2026, 11, 1);
const task = (id: string, section: TaskSection, order: number, over: Partial<Task> = {}): Task => ({
  id,
  text: id,
  priority: 'Medium',
  completed: false,
  section,
  day: null,
  order,
  createdAt: T0,
  updatedAt: T0,
  notes: '',
  checklist: [],
  ...over,
});
const later = (id: string, day: string, order = 0, over: Partial<Task> = {}) =>
  task(id, 'later', order, { day, ...over });
const routine = (
  id: string,
  weekdays: number[],
  paused = false,
  over: Partial<UpcomingRoutine> = {},
): UpcomingRoutine => ({
  id,
  text: id,
  priority: 'Low',
  weekdays,
  paused,
  createdAt: T0,
  ...over,
});
const ZONE = 'Europe/Paris';

// Tuesday, 1 December 2026.
const TODAY = '2026-12-01';
const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('upcomingDays', () => {
  it('lays out 14 days from today: Today, Tomorrow, then Later by day', () => {
    const { days } = upcomingDays([], [], TODAY, ZONE);
    expect(days).toHaveLength(UPCOMING_DAY_COUNT);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(TODAY, i)));
    expect(days.map((d) => d.section)).toEqual(['today', 'tomorrow', ...Array(12).fill('later')]);
  });

  it('puts the open tasks of Today and Tomorrow, and each later task on its day, in order', () => {
    const tasks = [
      task('t1', 'today', 0),
      task('done', 'today', 1, { completed: true }),
      task('m1', 'tomorrow', 0),
      task('b1', 'brainDump', 0),
      later('l2', '2026-12-05', 2),
      later('l1', '2026-12-05', 1),
      later('l3', '2026-12-03'),
    ];
    const { days, beyond } = upcomingDays(tasks, [], TODAY, ZONE);
    expect(ids(days[0]!.tasks)).toEqual(['t1']);
    expect(ids(days[1]!.tasks)).toEqual(['m1']);
    expect(ids(days[2]!.tasks)).toEqual(['l3']);
    expect(ids(days[4]!.tasks)).toEqual(['l1', 'l2']);
    expect(days.flatMap((d) => ids(d.tasks))).not.toContain('b1');
    expect(beyond).toEqual([]);
  });

  it('keeps what lies beyond the 14 days for Later, in day order, and leaves completed tasks out', () => {
    const tasks = [
      later('far', '2027-03-01'),
      later('edge', addDays(TODAY, 14)),
      later('last', addDays(TODAY, 13)),
      later('done', '2027-01-01', 0, { completed: true }),
    ];
    const { days, beyond } = upcomingDays(tasks, [], TODAY, ZONE);
    expect(ids(days[13]!.tasks)).toEqual(['last']);
    expect(ids(beyond)).toEqual(['edge', 'far']);
  });

  it('shows a later task whose day came before the day start brought it: on its day, or Today when past', () => {
    const tasks = [task('t', 'today', 0), later('due', TODAY), later('past', '2026-11-28'), later('tmr', '2026-12-02')];
    const { days } = upcomingDays(tasks, [], TODAY, ZONE);
    expect(ids(days[0]!.tasks)).toEqual(['t', 'past', 'due']);
    expect(ids(days[1]!.tasks)).toEqual(['tmr']);
  });

  it("lists routines' copies-to-be on their weekdays after today, not paused ones", () => {
    const weekdays = routine('weekdays', [1, 2, 3, 4, 5]);
    const tuesdays = routine('tuesdays', [2]);
    const paused = routine('paused', [0, 1, 2, 3, 4, 5, 6], true);
    const { days } = upcomingDays([], [weekdays, tuesdays, paused], TODAY, ZONE);
    expect(days[0]!.repeats).toEqual([]);
    for (const { day, repeats } of days.slice(1)) {
      const weekday = weekdayOf(day);
      const expected = [...(weekday >= 1 && weekday <= 5 ? ['weekdays'] : []), ...(weekday === 2 ? ['tuesdays'] : [])];
      expect(
        repeats.map((r) => r.id),
        day,
      ).toEqual(expected);
    }
  });

  it('lists rule routines on the days their RRULE names, counted from their first day', () => {
    const everyThird = routine('every third day', [], false, {
      rrule: 'FREQ=DAILY;INTERVAL=3',
      startsOn: '2026-11-30',
    });
    const tuesday = (id: string, startsOn: string) =>
      routine(id, [2], false, { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', startsOn });
    const fromNov24 = tuesday('from Nov 24', '2026-11-24');
    const fromNov17 = tuesday('from Nov 17', '2026-11-17');
    const { days } = upcomingDays([], [everyThird, fromNov24, fromNov17], TODAY, ZONE);
    const on = (id: string) => days.filter((d) => d.repeats.some((r) => r.id === id)).map((d) => d.day);
    // From Nov 30 every third day: Dec 3, 6, 9, 12 within Dec 2–14 (today, Dec 1, has its copy).
    expect(on('every third day')).toEqual(['2026-12-03', '2026-12-06', '2026-12-09', '2026-12-12']);
    // Every other Tuesday: Dec 8 for the one that began Nov 24; none for the one that began
    // Nov 17 (its Tuesdays are today and Dec 15), where a weekly one would fall on Dec 8.
    expect(on('from Nov 24')).toEqual(['2026-12-08']);
    expect(on('from Nov 17')).toEqual([]);
  });

  it('crosses a year end and Feb 29 as calendar days', () => {
    expect(
      upcomingDays([], [], '2026-12-25', ZONE)
        .days.map((d) => d.day)
        .slice(6, 9),
    ).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(
      upcomingDays([], [], '2028-02-27', ZONE)
        .days.map((d) => d.day)
        .slice(1, 4),
    ).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
