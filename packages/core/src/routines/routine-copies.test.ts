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
  notes: '',
  checklist: [],
  ...over,
});
const gym = { id: 'gym', weekdays: [1, 3], createdAt: 0 };
const read = { id: 'read', weekdays: [2], createdAt: 0 };
// Every other Monday from 1 June 2026: due on 15 June, not on 8 or 22 June.
const bins = {
  id: 'bins',
  weekdays: [1],
  rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
  startsOn: '2026-06-01',
  createdAt: 0,
};

describe('routinesToCopy', () => {
  it.each([
    { name: 'no task of its own', tasks: [], copied: ['gym'] },
    { name: 'an open copy in Today', tasks: [task({ routineId: 'gym' })], copied: [] },
    { name: 'only a completed copy', tasks: [task({ routineId: 'gym', completed: true })], copied: ['gym'] },
    { name: 'an open copy in Brain Dump', tasks: [task({ routineId: 'gym', section: 'brainDump' })], copied: ['gym'] },
    { name: 'another routine’s open copy', tasks: [task({ routineId: 'other' })], copied: ['gym'] },
    { name: 'an unrelated open task', tasks: [task({})], copied: ['gym'] },
  ])('copies a routine due today with $name: $copied', ({ tasks, copied }) => {
    expect(routinesToCopy([gym, read], tasks, MONDAY, 'UTC').map((r) => r.id)).toEqual(copied);
  });

  it('copies nothing that is not due', () => {
    expect(routinesToCopy([read], [], MONDAY, 'UTC')).toEqual([]);
  });

  it('copies a rule routine on the days its rule names', () => {
    expect(routinesToCopy([bins], [], MONDAY, 'UTC').map((r) => r.id)).toEqual(['bins']);
    expect(routinesToCopy([bins], [], '2026-06-08', 'UTC')).toEqual([]);
    expect(routinesToCopy([bins], [], '2026-06-22', 'UTC')).toEqual([]);
    expect(routinesToCopy([bins], [task({ routineId: 'bins' })], MONDAY, 'UTC')).toEqual([]);
  });
});
