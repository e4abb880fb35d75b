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
    expect(restorePosition([...tasks], deleted)).toEqual(expected);
  });
});
