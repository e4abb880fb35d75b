import { describe, expect, it } from 'vitest';
import { bestStreak } from './best-streak';

describe('bestStreak', () => {
  it.each([
    { best: 0, count: 0, expected: 0 },
    { best: 8, count: 1, expected: 8 },
    { best: 3, count: 5, expected: 5 }, // a count from before the best was kept, or an import
    { best: null, count: 4, expected: 4 },
    { best: undefined, count: 2, expected: 2 },
  ])('best $best with count $count → $expected', ({ best, count, expected }) => {
    expect(bestStreak({ best, count })).toBe(expected);
  });
});
