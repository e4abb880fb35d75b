import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task, TaskSection } from '../tasks/task-schemas';
import { addDays } from '../time/calendar-days';
import { localDateKey } from '../time/local-date';
import { firstLaterDay, laterByDay, laterDayProblem, planArrivals, sectionForDay, sortLater } from './planned-days';

const T0 = Date.UTC(2026, 5, 1);
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

/** Dates from 1900 to 2100 (Feb 29s, year ends and every weekday among them). */
const dateKey = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Zones with DST changes of an hour, of half an hour, in both hemispheres, and one that skipped a day. */
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Apia',
  'Asia/Kolkata',
  'UTC',
];

describe('sectionForDay and laterDayProblem', () => {
  it.each([
    // [today, day, section]
    ['2026-06-01', '2026-06-01', 'today'],
    ['2026-06-01', '2026-05-20', 'today'],
    ['2026-06-01', '2026-06-02', 'tomorrow'],
    ['2026-06-01', '2026-06-03', 'later'],
    // Year end.
    ['2026-12-30', '2026-12-31', 'tomorrow'],
    ['2026-12-30', '2027-01-01', 'later'],
    ['2026-12-31', '2027-01-01', 'tomorrow'],
    ['2027-01-01', '2026-12-31', 'today'],
    // Feb 29 in a leap year, and its absence in others.
    ['2028-02-27', '2028-02-29', 'later'],
    ['2028-02-28', '2028-02-29', 'tomorrow'],
    ['2028-02-28', '2028-03-01', 'later'],
    ['2027-02-28', '2027-03-01', 'tomorrow'],
    ['2100-02-28', '2100-03-01', 'tomorrow'],
    // Not a real date: due now rather than lost.
    ['2026-06-01', '2026-02-30', 'today'],
  ] as const)('on %s, a task for %s belongs in %s', (today, day, section) => {
    expect(sectionForDay(day, today)).toBe(section);
    // Only a day Later takes is plannable there (the one date that is no date is due in Today).
    expect(laterDayProblem(day, today) === null).toBe(section === 'later');
  });

  it('names the first day Later takes when a day is too near', () => {
    expect(firstLaterDay('2028-02-27')).toBe('2028-02-29');
    expect(firstLaterDay('2026-12-30')).toBe('2027-01-01');
    expect(laterDayProblem('2026-06-02', '2026-06-01')).toBe(
      'must be after tomorrow (2026-06-03 or later); today is 2026-06-01, so plan it in Today or Tomorrow',
    );
    expect(laterDayProblem('2026-02-30', '2026-06-01')).toBe('must be a real YYYY-MM-DD date');
  });

  it('is a matter of calendar days: k days ahead is Today for k ≤ 0, Tomorrow for 1, Later from 2', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: -800, max: 800 }), (today, k) => {
        const expected = k <= 0 ? 'today' : k === 1 ? 'tomorrow' : 'later';
        expect(sectionForDay(addDays(today, k), today)).toBe(expected);
      }),
    );
  });

  it('around DST changes, the user’s date decides, never a count of hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (now, zone) => {
          const today = localDateKey(now, zone);
          expect(laterDayProblem(firstLaterDay(today), today)).toBeNull();
          expect(laterDayProblem(addDays(today, 1), today)).not.toBeNull();
          // 47 hours on is at most two local dates on, whatever a 23- or 25-hour day does to it.
          expect(sectionForDay(localDateKey(now + 47 * 3_600_000, zone), today)).not.toBe('today');
        },
      ),
    );
  });

  it('on the night New York springs forward, a day two dates ahead is Later until that night’s midnight', () => {
    // 2026-03-08 01:30 EST: the clocks go from 02:00 to 03:00 later that night.
    const zone = 'America/New_York';
    const beforeMidnight = Date.UTC(2026, 2, 9, 3, 59); // 23:59 EDT on Mar 8
    const afterMidnight = Date.UTC(2026, 2, 9, 4, 0); // 00:00 EDT on Mar 9
    expect(sectionForDay('2026-03-10', localDateKey(beforeMidnight, zone))).toBe('later');
    expect(sectionForDay('2026-03-10', localDateKey(afterMidnight, zone))).toBe('tomorrow');
  });
});

describe('sortLater and laterByDay', () => {
  it('orders Later by day, then by order within a day', () => {
    const tasks = [later('c', '2026-06-09', 0), later('a', '2026-06-05', 7), later('b', '2026-06-05', 3)];
    expect(sortLater(tasks).map((t) => t.id)).toEqual(['b', 'a', 'c']);
  });

  it('groups open Later tasks by day and leaves out every other task', () => {
    const tasks = [
      later('c', '2026-06-09', 0),
      later('a', '2026-06-05', 7),
      later('done', '2026-06-05', 1, { completed: true }),
      task('t', 'today', 0),
      later('b', '2026-06-05', 3),
    ];
    expect(laterByDay(tasks).map(({ day, tasks: list }) => [day, list.map((t) => t.id)])).toEqual([
      ['2026-06-05', ['b', 'a']],
      ['2026-06-09', ['c']],
    ]);
  });
});

describe('planArrivals', () => {
  const NOW = T0 + 5000;

  it('brings the new tomorrow’s tasks to Tomorrow and today’s and past ones to Today, after each list, in day order', () => {
    const tasks = [
      task('t1', 'today', 4),
      task('t2', 'today', 9, { completed: true }),
      task('m1', 'tomorrow', 2),
      later('tomorrow-b', '2026-06-02', 5),
      later('tomorrow-a', '2026-06-02', 1),
      later('today', '2026-06-01', 0),
      later('past', '2026-05-28', 3),
      later('ahead', '2026-06-03', 0),
      later('done', '2026-05-30', 0, { completed: true }),
    ];
    const { moved, carried } = planArrivals(tasks, '2026-06-01', NOW);
    expect(moved.map(({ id, section, day, order, updatedAt }) => ({ id, section, day, order, updatedAt }))).toEqual([
      { id: 'past', section: 'today', day: null, order: 10, updatedAt: NOW },
      { id: 'today', section: 'today', day: null, order: 11, updatedAt: NOW },
      { id: 'tomorrow-a', section: 'tomorrow', day: null, order: 3, updatedAt: NOW },
      { id: 'tomorrow-b', section: 'tomorrow', day: null, order: 4, updatedAt: NOW },
    ]);
    // Only the task whose day passed before it arrived has been carried over, since its day.
    expect(carried).toEqual([{ id: 'past', since: '2026-05-28' }]);
  });

  it('moves nothing when no Later task is due', () => {
    expect(planArrivals([later('a', '2026-06-03'), task('t', 'today', 0)], '2026-06-01', NOW)).toEqual({
      moved: [],
      carried: [],
    });
  });

  it('leaves no open Later task due, keeps every other task, and appends after each list', () => {
    const section = fc.constantFrom<TaskSection>('brainDump', 'today', 'tomorrow', 'later');
    const input = fc.array(
      fc.record({
        section,
        order: fc.integer({ min: -50, max: 50 }),
        offset: fc.integer({ min: -5, max: 8 }),
        completed: fc.boolean(),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(dateKey, input, (today, rows) => {
        const tasks = rows.map((r, i) =>
          r.section === 'later'
            ? later(`t${i}`, addDays(today, r.offset), r.order, { completed: r.completed })
            : task(`t${i}`, r.section, r.order, { completed: r.completed }),
        );
        const { moved } = planArrivals(tasks, today, NOW);
        const after = new Map(tasks.map((t) => [t.id, t]));
        for (const m of moved) after.set(m.id, m);
        for (const t of after.values()) {
          if (t.section === 'later' && !t.completed) expect(sectionForDay(t.day!, today)).toBe('later');
        }
        for (const m of moved) {
          expect(m.day).toBeNull();
          const stayed = tasks.filter((t) => t.section === m.section);
          expect(stayed.every((t) => t.order < m.order)).toBe(true);
        }
        // Each list's arrivals in day order.
        for (const list of ['today', 'tomorrow']) {
          const days = moved.filter((m) => m.section === list).map((m) => tasks.find((t) => t.id === m.id)!.day!);
          expect(days).toEqual([...days].sort());
        }
      }),
    );
  });
});
