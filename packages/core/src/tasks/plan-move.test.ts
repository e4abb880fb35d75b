import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../constants';
import type { Section, Task } from './task-schemas';
import { landingIndex, planMove } from './plan-move';
import { sortTasks } from './task-list';

const NOW = Date.UTC(2026, 4, 20, 12);
const T0 = Date.UTC(2026, 4, 1);
const task = (id: string, section: Section, order: number, completed = false): Task => ({
  id,
  text: id,
  priority: 'Medium',
  completed,
  section,
  order,
  createdAt: T0,
  updatedAt: T0,
  notes: '',
  checklist: [],
});

/** today: a b c d (+ a completed one between them); tomorrow: x y; brainDump: only a completed task. */
const board = (): Task[] => [
  task('a', 'today', 0),
  task('b', 'today', 1),
  task('done', 'today', 1, true),
  task('c', 'today', 2),
  task('d', 'today', 3),
  task('x', 'tomorrow', 0),
  task('y', 'tomorrow', 1),
  task('old', 'brainDump', 0, true),
];

const apply = (tasks: Task[], changes: Task[]) => tasks.map((t) => changes.find((c) => c.id === t.id) ?? t);
const openIds = (tasks: Task[], section: Section) =>
  sortTasks(tasks.filter((t) => !t.completed && t.section === section)).map((t) => t.id);

describe('planMove', () => {
  it.each([
    { name: 'same list down', id: 'a', to: 'today', index: 2, today: 'bcad', tomorrow: 'xy', changed: 'cad' },
    { name: 'same list up to the top', id: 'd', to: 'today', index: 0, today: 'dabc', tomorrow: 'xy', changed: 'd' },
    {
      name: 'same list swap with the next',
      id: 'b',
      to: 'today',
      index: 2,
      today: 'acbd',
      tomorrow: 'xy',
      changed: 'cbd',
    },
    { name: 'same list to the end', id: 'a', to: 'today', index: 3, today: 'bcda', tomorrow: 'xy', changed: 'a' },
    {
      name: 'same list clamped to the end',
      id: 'a',
      to: 'today',
      index: 99,
      today: 'bcda',
      tomorrow: 'xy',
      changed: 'a',
    },
    {
      name: 'cross list into the middle',
      id: 'b',
      to: 'tomorrow',
      index: 1,
      today: 'acd',
      tomorrow: 'xby',
      changed: 'by',
    },
    { name: 'cross list to the top', id: 'd', to: 'tomorrow', index: 0, today: 'abc', tomorrow: 'dxy', changed: 'd' },
    {
      name: 'cross list to the end',
      id: 'a',
      to: 'tomorrow',
      index: 2,
      today: 'bcd',
      tomorrow: 'xya',
      changed: 'a',
    },
    {
      name: 'cross list clamped high',
      id: 'a',
      to: 'tomorrow',
      index: 99,
      today: 'bcd',
      tomorrow: 'xya',
      changed: 'a',
    },
    {
      name: 'cross list clamped negative',
      id: 'a',
      to: 'tomorrow',
      index: -3,
      today: 'bcd',
      tomorrow: 'axy',
      changed: 'a',
    },
    { name: 'fraction floored', id: 'a', to: 'tomorrow', index: 1.7, today: 'bcd', tomorrow: 'xay', changed: 'ay' },
    {
      name: 'NaN means the end',
      id: 'x',
      to: 'today',
      index: Number.NaN,
      today: 'abcdx',
      tomorrow: 'y',
      changed: 'x',
    },
    {
      name: 'into a list with only completed tasks',
      id: 'd',
      to: 'brainDump',
      index: 0,
      today: 'abc',
      tomorrow: 'xy',
      changed: 'd',
    },
  ] as { name: string; id: string; to: Section; index: number; today: string; tomorrow: string; changed: string }[])(
    '$name',
    ({ id, to, index, today, tomorrow, changed }) => {
      const tasks = board();
      const result = planMove(tasks, id, to, index, NOW);
      expect(result).not.toBeNull();
      const changes = result ?? [];
      expect(changes.map((t) => t.id).join('')).toBe(changed);
      expect(changes.every((t) => t.updatedAt === NOW)).toBe(true);
      expect(changes.some((t) => t.completed)).toBe(false);

      const after = apply(tasks, changes);
      expect(openIds(after, to).indexOf(id)).toBe(landingIndex(tasks, id, to, index));
      expect(openIds(after, 'today').join('')).toBe(today);
      expect(openIds(after, 'tomorrow').join('')).toBe(tomorrow);
      expect(after.find((t) => t.id === id)?.section).toBe(to);
      for (const section of SECTIONS) {
        const open = sortTasks(after.filter((t) => !t.completed && t.section === section));
        // Strictly increasing: the sequence never rests on the createdAt tie-break.
        expect(open.every((t, i) => i === 0 || t.order > open[i - 1]!.order)).toBe(true);
      }
      // Completed tasks keep everything, including updatedAt (it would count them as done today).
      expect(after.filter((t) => t.completed)).toEqual(tasks.filter((t) => t.completed));
      expect(tasks).toEqual(board()); // input untouched
    },
  );

  it.each([
    { name: 'same position', id: 'b', to: 'today', index: 1 },
    { name: 'top stays at the top', id: 'a', to: 'today', index: -1 },
    { name: 'last clamped to its own place', id: 'd', to: 'today', index: 99 },
    { name: 'unknown id', id: 'nope', to: 'tomorrow', index: 0 },
    { name: 'completed task', id: 'done', to: 'tomorrow', index: 0 },
  ] as { name: string; id: string; to: Section; index: number }[])('no-op: $name → null', ({ id, to, index }) => {
    expect(planMove(board(), id, to, index, NOW)).toBeNull();
    expect(landingIndex(board(), id, to, index)).toBeNull();
  });

  it('renumbers around a tie from old data, and always includes the moved task', () => {
    const tasks = [task('p', 'today', 0), { ...task('q', 'today', 1), createdAt: T0 + 1 }, task('r', 'today', 1)];
    // Sequence is p, r, q (r is older at order 1). Moving q up one leaves no integer between p
    // and r, so the three are spread out; p keeps its order.
    const result = planMove(tasks, 'q', 'today', 1, NOW) ?? [];
    expect(result.map((t) => [t.id, t.order])).toEqual([
      ['q', 1024],
      ['r', 2048],
    ]);
  });

  it('writes only the moved task when its new neighbours leave room, however long the lists', () => {
    const long = Array.from({ length: 500 }, (_, i) => task(`t${i}`, 'today', i * 10));
    const other = Array.from({ length: 500 }, (_, i) => task(`u${i}`, 'tomorrow', i * 10));
    const within = planMove([...long, ...other], 't3', 'today', 250, NOW) ?? [];
    expect(within.map((t) => [t.id, t.order])).toEqual([['t3', 2505]]);
    const across = planMove([...long, ...other], 't3', 'tomorrow', 100, NOW) ?? [];
    expect(across.map((t) => [t.id, t.section, t.order])).toEqual([['t3', 'tomorrow', 995]]);
  });

  it('works on deduplicated input, keeping the latest copy', () => {
    const tasks = [task('a', 'today', 0), task('b', 'today', 1), { ...task('a', 'today', 0), text: 'newer' }];
    const result = planMove(tasks, 'a', 'tomorrow', 0, NOW) ?? [];
    expect(result.map((t) => [t.id, t.text, t.section, t.order])).toEqual([['a', 'newer', 'tomorrow', 0]]);
  });
});

describe('planMove with Later: one list per day', () => {
  const later = (id: string, day: string, order: number): Task => ({
    ...task(id, 'today', order),
    section: 'later',
    day,
  });
  const laterBoard = () => [
    ...board(),
    later('p', '2026-06-01', 0),
    later('q', '2026-06-01', 1024),
    later('r', '2026-06-05', 0),
  ];

  it('moves a task to a day, among that day’s tasks only, and gives it the day', () => {
    const moved = planMove(laterBoard(), 'a', 'later', 1, NOW, '2026-06-01');
    expect(moved?.map(({ id, section, day, order }) => ({ id, section, day, order }))).toEqual([
      { id: 'a', section: 'later', day: '2026-06-01', order: 512 },
    ]);
    expect(landingIndex(laterBoard(), 'a', 'later', 99, '2026-06-05')).toBe(1);
  });

  it('moves a task from one day to another, and out of Later without its day', () => {
    const toDay = planMove(laterBoard(), 'p', 'later', 0, NOW, '2026-06-05');
    expect(toDay?.map(({ id, day }) => [id, day])).toEqual([['p', '2026-06-05']]);
    const out = planMove(laterBoard(), 'r', 'tomorrow', 0, NOW);
    expect(out?.map(({ id, section, day }) => [id, section, day])).toEqual([['r', 'tomorrow', null]]);
  });

  it('is a no-op for the same day and place, and not for the same place on another day', () => {
    expect(planMove(laterBoard(), 'p', 'later', 0, NOW, '2026-06-01')).toBeNull();
    expect(planMove(laterBoard(), 'r', 'later', 0, NOW, '2026-06-01')).not.toBeNull();
  });
});
