import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
    [-3, 1_000],
  ])('attempt %i → %i ms without jitter', (attempt, ms) => {
    expect(backoffDelay(attempt, () => 0.5)).toBe(ms);
  });

  it('spreads by at most ±20 %', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_600);
    expect(backoffDelay(1, () => 0.999999)).toBe(2_400);
    expect(backoffDelay(9, () => 0.999999)).toBe(36_000);
  });
});
