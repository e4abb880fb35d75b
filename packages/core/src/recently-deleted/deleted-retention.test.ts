import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants';
import { DELETED_RETENTION_MS, deletedCutoff, isExpiredDeleted } from './deleted-retention';

const NOW = Date.UTC(2026, 5, 30, 12);

describe('deleted-task retention', () => {
  it('is 30 days', () => {
    expect(DELETED_RETENTION_MS).toBe(30 * DAY_MS);
    expect(deletedCutoff(NOW)).toBe(NOW - 30 * DAY_MS);
  });

  it.each([
    { name: 'deleted just now', deletedAt: NOW, expired: false },
    { name: 'deleted exactly 30 days ago', deletedAt: NOW - 30 * DAY_MS, expired: false },
    { name: 'deleted 30 days and 1 ms ago', deletedAt: NOW - 30 * DAY_MS - 1, expired: true },
    { name: 'deleted a year ago', deletedAt: NOW - 365 * DAY_MS, expired: true },
    { name: 'not deleted', deletedAt: null, expired: false },
  ])('$name → expired: $expired', ({ deletedAt, expired }) => {
    expect(isExpiredDeleted(deletedAt, NOW)).toBe(expired);
  });
});
