import { describe, expect, it } from 'vitest';
import { carriedOverDays, planCarryOver } from './carried-over';

describe('carriedOverDays', () => {
  it.each([
    { since: '2026-06-15', today: '2026-06-15', days: 0 },
    { since: '2026-06-14', today: '2026-06-15', days: 1 },
    { since: '2026-06-10', today: '2026-06-15', days: 5 },
    { since: '2026-02-28', today: '2026-03-01', days: 1 },
    { since: '2026-06-16', today: '2026-06-15', days: 0 }, // after flying west
  ])('$since → $today: $days', ({ since, today, days }) => {
    expect(carriedOverDays(since, today)).toBe(days);
  });
});

describe('planCarryOver', () => {
  it.each([
    {
      name: 'first day change: every open Today task starts counting from the previous day',
      open: ['a', 'b'],
      tracked: [],
      drop: [],
      add: [
        { id: 'a', since: '2026-06-14' },
        { id: 'b', since: '2026-06-14' },
      ],
    },
    { name: 'already counting: kept as it is', open: ['a'], tracked: ['a'], drop: [], add: [] },
    {
      name: 'left Today or was completed: forgotten',
      open: ['b'],
      tracked: ['a', 'b'],
      drop: ['a'],
      add: [],
    },
    { name: 'nothing open', open: [], tracked: ['a'], drop: ['a'], add: [] },
  ])('$name', ({ open, tracked, drop, add }) => {
    expect(planCarryOver(open, tracked, '2026-06-14')).toEqual({ drop, add });
  });
});
