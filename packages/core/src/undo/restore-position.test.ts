import { describe, expect, it } from 'vitest';
import { MAX_ORDER } from '../tasks/place-in-order';
import type { Section, Task } from '../tasks/task-schemas';
import { restorePosition } from './restore-position';

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

describe('restorePosition', () => {
  it.each([
    {
      name: 'its order is free: back between its former neighbours',
      deleted: task('b', 'today', 1),
      tasks: [task('a', 'today', 0), task('c', 'today', 2)],
      expected: { section: 'today', order: 1 },
    },
    {
      name: 'an empty list: its own order',
      deleted: task('b', 'tomorrow', 7),
      tasks: [task('a', 'today', 7)],
      expected: { section: 'tomorrow', order: 7 },
    },
    {
      name: 'another list holding the same order does not matter',
      deleted: task('b', 'brainDump', 3),
      tasks: [task('x', 'today', 3), task('y', 'tomorrow', 3), task('a', 'brainDump', 1)],
      expected: { section: 'brainDump', order: 3 },
    },
    {
      name: 'a new task took its order: at the end',
      deleted: task('b', 'today', 2),
      tasks: [task('a', 'today', 0), task('new', 'today', 2)],
      expected: { section: 'today', order: 3 },
    },
    {
      name: 'a completed task holding its order counts too: at the end, after every task',
      deleted: task('b', 'today', 1),
      tasks: [task('a', 'today', 0), task('done', 'today', 1, true), task('c', 'today', 5, true)],
      expected: { section: 'today', order: 6 },
    },
    {
      name: 'a completed task is restored the same way',
      deleted: task('done', 'today', 4, true),
      tasks: [task('a', 'today', 0)],
      expected: { section: 'today', order: 4 },
    },
    {
      name: 'its own id in the list (a retried restore) is not a clash',
      deleted: task('b', 'today', 1),
      tasks: [task('a', 'today', 0), task('b', 'today', 1)],
      expected: { section: 'today', order: 1 },
    },
    {
      name: 'an order outside 32 bits: at the end',
      deleted: task('b', 'today', MAX_ORDER + 1),
      tasks: [task('a', 'today', 0)],
      expected: { section: 'today', order: 1 },
    },
    {
      name: 'a fractional order: at the end',
      deleted: task('b', 'today', 1.5),
      tasks: [task('a', 'today', 0)],
      expected: { section: 'today', order: 1 },
    },
  ] as const)('$name', ({ deleted, tasks, expected }) => {
    expect(restorePosition([...tasks], deleted)).toEqual({ ...expected, day: null });
  });
});

describe('restorePosition of a Later task', () => {
  const later = (id: string, day: string, order: number): Task => ({
    ...task(id, 'today', order),
    section: 'later',
    day,
  });

  it('keeps its day and order while the day is still after tomorrow', () => {
    expect(restorePosition([later('a', '2026-05-10', 0)], later('b', '2026-05-10', 1), '2026-05-01')).toEqual({
      section: 'later',
      order: 1,
      day: '2026-05-10',
    });
  });

  it.each([
    ['2026-05-02', 'tomorrow', 3],
    ['2026-05-01', 'today', 8],
    ['2026-04-20', 'today', 8],
  ] as const)('a day of %s, come near while it was deleted, goes to %s at the end', (day, section, order) => {
    const tasks = [task('t', 'today', 7), task('m', 'tomorrow', 2)];
    expect(restorePosition(tasks, later('b', day, 0), '2026-05-01')).toEqual({ section, order, day: null });
  });

  it('without today (a client that does not know it) keeps the day for the server to settle', () => {
    expect(restorePosition([], later('b', '2026-04-20', 4))).toEqual({ section: 'later', order: 4, day: '2026-04-20' });
  });
});
