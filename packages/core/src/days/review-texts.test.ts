import { describe, expect, it } from 'vitest';
import { NO_REVIEW_COUNTS, reviewSummary } from './review-texts';

describe('reviewSummary', () => {
  it.each([
    [{ tomorrow: 3, done: 1 }, '3 moved to Tomorrow, 1 done'],
    [{ kept: 2, brainDump: 1, deleted: 1 }, '1 moved to Brain Dump, 1 deleted, 2 kept in Today'],
    [{}, 'Nothing changed'],
  ])('says %j as "%s"', (counts, words) => {
    expect(reviewSummary({ ...NO_REVIEW_COUNTS, ...counts })).toBe(words);
  });
});
