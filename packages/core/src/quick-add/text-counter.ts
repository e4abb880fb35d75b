import { MAX_TASK_TEXT_LENGTH } from '../constants';

/** The counter shows once this few characters are left: out of the way until the limit is near. */
export const TEXT_COUNTER_SHOW_REMAINING = 200;

export interface TextCounter {
  /** Characters that count: the trimmed text's Unicode code points, exactly as the server checks. */
  length: number;
  max: number;
  /** Negative once over the limit. */
  remaining: number;
  visible: boolean;
  /** The text would be refused; keep it in the composer and say why. */
  over: boolean;
}

/**
 * The composer's character counter. Pass the text that will be saved (after quick-add tokens are
 * taken out). It counts as TaskTextSchema does — trimmed, in code points (zod counts an emoji as
 * one character, not as its two UTF-16 units) — so "over" is exactly when the server would refuse
 * the text for its length.
 */
export function textCounter(text: string, max = MAX_TASK_TEXT_LENGTH): TextCounter {
  const length = codePoints(text.trim()).length;
  const remaining = max - length;
  return { length, max, remaining, visible: remaining <= TEXT_COUNTER_SHOW_REMAINING, over: remaining < 0 };
}

/**
 * Text cut so that it fits the limit, for a paste that would pass it: leading whitespace is kept
 * (it is trimmed on save anyway), and it is cut between code points — half of an emoji is a broken
 * character the server refuses.
 */
export function fitToTextLimit(text: string, max = MAX_TASK_TEXT_LENGTH): string {
  const body = text.trimStart();
  if (codePoints(body.trimEnd()).length <= max) return text;
  return text.slice(0, text.length - body.length) + codePoints(body).slice(0, max).join('');
}

/** A string's code points; the string iterator keeps each surrogate pair together. */
const codePoints = (text: string) => [...text];
