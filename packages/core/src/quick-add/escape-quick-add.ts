import { isQuickAddToken } from './parse-quick-add';

/**
 * A saved task's text as a composer should show it for editing: every word that would read as a
 * quick-add token gets a backslash, so saving the edit keeps the text as it was instead of
 * turning `!h` into a priority. parseQuickAdd(escapeQuickAdd(text)).text is text, trimmed.
 */
export function escapeQuickAdd(text: string): string {
  return text.replace(/\S+/gu, (word) => (isQuickAddToken(word) ? `\\${word}` : word));
}
