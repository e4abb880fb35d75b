import { describe, expect, it } from 'vitest';
import type { Section, Task } from '../tasks/task-schemas';
import { planRollover } from './rollover';

const NOW = 1_800_000_000_000;

function task(id: string, section: Section, order: number, extra: Partial<Task> = {}): Task {
  return {
    id,
    text: id,
    priority: 'Medium',
    completed: false,
    section,
    order,
    createdAt: 1,
    updatedAt: 1,
    notes: '',
    checklist: [],
    ...extra,
  };
}

const moved = (tasks: Task[]) => planRollover(tasks, NOW).map((t) => `${t.id}@${t.section}:${t.order}`);

describe('planRollover', () => {
  it.each([
    { name: 'nothing in Tomorrow', tasks: [task('a', 'today', 0)], result: [] },
    { name: 'empty lists', tasks: [], result: [] },
    {
      name: 'after Today’s open tasks, keeping Tomorrow’s order',
      tasks: [task('a', 'today', 0), task('b', 'today', 1), task('y', 'tomorrow', 1), task('x', 'tomorrow', 0)],
      result: ['x@today:2', 'y@today:3'],
    },
    {
      name: 'into an empty Today',
      tasks: [task('x', 'tomorrow', 0), task('y', 'tomorrow', 1)],
      result: ['x@today:0', 'y@today:1'],
    },
    {
      name: 'after a completed Today task’s order too, so none sorts above it',
      tasks: [task('a', 'today', 0), task('done', 'today', 7, { completed: true }), task('x', 'tomorrow', 0)],
      result: ['x@today:8'],
    },
    {
      name: 'completed Tomorrow tasks stay where they are',
      tasks: [task('x', 'tomorrow', 0), task('done', 'tomorrow', 1, { completed: true }), task('y', 'tomorrow', 2)],
      result: ['x@today:0', 'y@today:1'],
    },
    {
      name: 'Brain Dump is never touched',
      tasks: [task('b', 'brainDump', 0), task('x', 'tomorrow', 0)],
      result: ['x@today:0'],
    },
    {
      name: 'equal orders keep creation order',
      tasks: [task('late', 'tomorrow', 0, { createdAt: 9 }), task('early', 'tomorrow', 0, { createdAt: 2 })],
      result: ['early@today:0', 'late@today:1'],
    },
    {
      name: 'a repeated id moves once',
      tasks: [task('x', 'tomorrow', 0), task('x', 'tomorrow', 0)],
      result: ['x@today:0'],
    },
  ])('$name', ({ tasks, result }) => {
    expect(moved(tasks)).toEqual(result);
  });

  it('stamps each moved task with now and keeps everything else', () => {
    const [x] = planRollover([task('x', 'tomorrow', 3, { text: 'Call mum', priority: 'High', createdAt: 5 })], NOW);
    expect(x).toEqual({ ...task('x', 'today', 0), text: 'Call mum', priority: 'High', createdAt: 5, updatedAt: NOW });
  });
});
