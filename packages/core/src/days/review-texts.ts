import { PLAN_TOMORROW, REVIEW_PROMPT_TEXTS } from './review-entry-texts';

export interface ReviewCounts {
  tomorrow: number;
  brainDump: number;
  done: number;
  deleted: number;
  kept: number;
}

export const NO_REVIEW_COUNTS: ReviewCounts = { tomorrow: 0, brainDump: 0, done: 0, deleted: 0, kept: 0 };

/**
 * What the evening review says. Not in the product specification (TEXTS): written once here,
 * for the web app and the end-to-end tests.
 */
export const REVIEW_TEXTS = {
  title: PLAN_TOMORROW,
  ...REVIEW_PROMPT_TEXTS,
  step: (n: number, of: number) => `Task ${n} of ${of}`,
  actions: 'What to do with it',
  tomorrow: 'Tomorrow',
  brainDump: 'Brain Dump',
  done: 'Done',
  delete: 'Delete',
  keep: 'Keep in Today',
  keys: 'Keys: T, B, D, Delete, K',
  finished: 'Tomorrow is planned',
  nothingOpen: 'Nothing is open in Today.',
  close: 'Close',
} as const;

const PARTS: [keyof ReviewCounts, string][] = [
  ['tomorrow', 'moved to Tomorrow'],
  ['brainDump', 'moved to Brain Dump'],
  ['done', 'done'],
  ['deleted', 'deleted'],
  ['kept', 'kept in Today'],
];

/** The review's outcome in words: '3 moved to Tomorrow, 1 done'; 'Nothing changed' when nothing did. */
export function reviewSummary(counts: ReviewCounts): string {
  const parts = PARTS.filter(([key]) => counts[key] > 0).map(([key, words]) => `${counts[key]} ${words}`);
  return parts.length > 0 ? parts.join(', ') : 'Nothing changed';
}
