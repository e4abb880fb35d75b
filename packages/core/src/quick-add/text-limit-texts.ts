import { MAX_TASK_TEXT_LENGTH } from '../constants';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a task's text field says near and over the limit (the spec has no text for it). Written
 * once here, for the web app and the end-to-end tests. Nothing typed is ever cut: over the limit
 * the field keeps it all, shows the count, and saves once it fits.
 */
export const TEXT_LIMIT_TEXTS = {
  left: (remaining: number) => (remaining === 1 ? '1 character left' : `${count(remaining)} characters left`),
  /** The count against the limit, shown once over it: '2,001 / 2,000'. */
  count: (length: number) => `${count(length)} / ${count(MAX_TASK_TEXT_LENGTH)}`,
  over: (excess: number) =>
    `${excess === 1 ? '1 character' : `${count(excess)} characters`} too many: shorten the task to save it.`,
  /** After Enter (or Save) on text that does not fit: what happened and what to do. */
  notSaved: `Not saved yet: a task can be at most ${count(MAX_TASK_TEXT_LENGTH)} characters. Shorten it, then save again.`,
} as const;
