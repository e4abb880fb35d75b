import { describe, expect, it } from 'vitest';
import { DAY_MS, PENDING_TOO_LONG_MS } from '../constants';
import type { Task } from './task-schemas';
import { ageInDays, isPendingTooLong, pendingTooLong } from './pending-too-long';

const NOW = Date.UTC(2026, 4, 20, 12);
const task = (over: Partial<Task>): Task => ({
  id: 'x',
  text: 't',
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 0,
  createdAt: NOW,
  updatedAt: NOW,
  notes: '',
  checklist: [],
  ...over,
});

describe('isPendingTooLong', () => {
  it.each([
    { name: 'new task', over: { createdAt: NOW }, too: false },
    { name: 'exactly 4 days', over: { createdAt: NOW - PENDING_TOO_LONG_MS }, too: false },
    { name: '4 days + 1 ms', over: { createdAt: NOW - PENDING_TOO_LONG_MS - 1 }, too: true },
    {
      name: 'tomorrow, 4 days + 1 ms',
      over: { section: 'tomorrow', createdAt: NOW - PENDING_TOO_LONG_MS - 1 },
      too: true,
    },
    { name: 'brainDump excluded', over: { section: 'brainDump', createdAt: NOW - 30 * DAY_MS }, too: false },
    {
      name: 'Later excluded: it waits for its day',
      over: { section: 'later', day: '2026-06-30', createdAt: NOW - 30 * DAY_MS },
      too: false,
    },
    { name: 'completed excluded', over: { completed: true, createdAt: NOW - 30 * DAY_MS }, too: false },
    { name: 'created in the future', over: { createdAt: NOW + DAY_MS }, too: false },
  ] as { name: string; over: Partial<Task>; too: boolean }[])('$name → $too', ({ over, too }) => {
    expect(isPendingTooLong(task(over), NOW)).toBe(too);
  });
});

describe('pendingTooLong', () => {
  it('keeps only old open today/tomorrow tasks, oldest first', () => {
    const tasks = [
      task({ id: 'fresh' }),
      task({ id: 'five', createdAt: NOW - 5 * DAY_MS }),
      task({ id: 'dump', section: 'brainDump', createdAt: NOW - 9 * DAY_MS }),
      task({ id: 'nine', section: 'tomorrow', createdAt: NOW - 9 * DAY_MS }),
      task({ id: 'done', completed: true, createdAt: NOW - 9 * DAY_MS }),
      task({ id: 'edge', createdAt: NOW - PENDING_TOO_LONG_MS }),
    ];
    expect(pendingTooLong(tasks, NOW).map((t) => t.id)).toEqual(['nine', 'five']);
  });
});

describe('ageInDays', () => {
  it.each([
    { name: 'same instant', createdAt: NOW, days: 0 },
    { name: '1 ms short of a day', createdAt: NOW - DAY_MS + 1, days: 0 },
    { name: 'exactly a day', createdAt: NOW - DAY_MS, days: 1 },
    { name: '4 days + 1 ms', createdAt: NOW - PENDING_TOO_LONG_MS - 1, days: 4 },
    { name: '9.9 days', createdAt: NOW - 9.9 * DAY_MS, days: 9 },
    { name: 'in the future', createdAt: NOW + 5000, days: 0 },
  ])('$name → $days', ({ createdAt, days }) => {
    expect(ageInDays(createdAt, NOW)).toBe(days);
  });
});
