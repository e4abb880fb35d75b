import { describe, expect, it } from 'vitest';
import type { Task } from '../tasks/task-schemas';
import { routinesToCopy } from './routine-copies';

const MONDAY = '2026-06-15';
const task = (over: Partial<Task>): Task => ({
  id: 't',
  text: 'x',
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 0,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});
const gym = { id: 'gym', weekdays: [1, 3] };
const read = { id: 'read', weekdays: [2] };

describe('routinesToCopy', () => {
  it.each([
    { name: 'no task of its own', tasks: [], copied: ['gym'] },
    { name: 'an open copy in Today', tasks: [task({ routineId: 'gym' })], copied: [] },
    { name: 'only a completed copy', tasks: [task({ routineId: 'gym', completed: true })], copied: ['gym'] },
    { name: 'an open copy in Brain Dump', tasks: [task({ routineId: 'gym', section: 'brainDump' })], copied: ['gym'] },
    { name: 'another routine’s open copy', tasks: [task({ routineId: 'other' })], copied: ['gym'] },
    { name: 'an unrelated open task', tasks: [task({})], copied: ['gym'] },
  ])('copies a routine due today with $name: $copied', ({ tasks, copied }) => {
    expect(routinesToCopy([gym, read], tasks, MONDAY).map((r) => r.id)).toEqual(copied);
  });

  it('copies nothing that is not due', () => {
    expect(routinesToCopy([read], [], MONDAY)).toEqual([]);
  });
});
