import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@dayflow/core';
import { deletedAgo } from './deleted-ago';

const NOW = Date.UTC(2026, 5, 30, 12);

describe('deletedAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [2 * 3_600_000, '2 hours ago'],
    [DAY_MS, 'yesterday'],
    [29 * DAY_MS + 5, '29 days ago'],
    // A clock a little behind the server's: not "in 2 minutes".
    [-120_000, 'just now'],
  ])('%i ms ago → %s', (ago, expected) => {
    expect(deletedAgo(NOW - ago, NOW)).toBe(expected);
  });
});
