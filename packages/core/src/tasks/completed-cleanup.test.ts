import { describe, expect, it } from 'vitest';
import { COMPLETED_RETENTION_MS, DAY_MS } from '../constants';
import { completedCutoff, isExpiredCompleted } from './completed-cleanup';

const NOW = Date.UTC(2026, 4, 20, 12);
const OLD = NOW - 10 * DAY_MS;

describe('isExpiredCompleted', () => {
  it.each([
    {
      name: 'updated exactly 3 days ago',
      completed: true,
      createdAt: OLD,
      updatedAt: NOW - COMPLETED_RETENTION_MS,
      expired: false,
    },
    {
      name: 'updated 3 days + 1 ms ago',
      completed: true,
      createdAt: OLD,
      updatedAt: NOW - COMPLETED_RETENTION_MS - 1,
      expired: true,
    },
    {
      name: 'created exactly 3 days ago, never updated since',
      completed: true,
      createdAt: NOW - COMPLETED_RETENTION_MS,
      updatedAt: OLD,
      expired: false,
    },
    {
      name: 'both 3 days + 1 ms ago',
      completed: true,
      createdAt: NOW - COMPLETED_RETENTION_MS - 1,
      updatedAt: NOW - COMPLETED_RETENTION_MS - 1,
      expired: true,
    },
    { name: 'old but recently updated', completed: true, createdAt: OLD, updatedAt: NOW - DAY_MS, expired: false },
    {
      name: 'old update, recent createdAt (reset)',
      completed: true,
      createdAt: NOW - DAY_MS,
      updatedAt: OLD,
      expired: false,
    },
    { name: 'open task never expires', completed: false, createdAt: OLD, updatedAt: OLD, expired: false },
  ])('$name → $expired', ({ completed, createdAt, updatedAt, expired }) => {
    expect(isExpiredCompleted({ completed, createdAt, updatedAt }, NOW)).toBe(expired);
  });
});

describe('completedCutoff', () => {
  it('agrees with isExpiredCompleted using a strict less-than', () => {
    const cutoff = completedCutoff(NOW);
    expect(cutoff).toBe(NOW - COMPLETED_RETENTION_MS);
    expect(isExpiredCompleted({ completed: true, createdAt: cutoff, updatedAt: cutoff }, NOW)).toBe(false);
    expect(isExpiredCompleted({ completed: true, createdAt: cutoff - 1, updatedAt: cutoff - 1 }, NOW)).toBe(true);
  });
});
