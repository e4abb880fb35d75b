import { MAX_TASK_TEXT_LENGTH } from '../constants';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a task's text field says near the limit (the spec has no text for it). Written once
 * here, for the web app and the end-to-end tests.
 */
export const TEXT_LIMIT_TEXTS = {
  left: (remaining: number) => (remaining === 1 ? '1 character left' : `${count(remaining)} characters left`),
  reached: `A task can be at most ${count(MAX_TASK_TEXT_LENGTH)} characters long: the rest was left out.`,
} as const;
