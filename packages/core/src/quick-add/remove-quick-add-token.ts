import type { QuickAddToken } from './parse-quick-add';

/**
 * The text without one token (the × on its chip), leaving one space where it stood between two
 * words and none at an edge or a line break; a token alone on its line takes the line.
 */
export function removeQuickAddToken(text: string, token: Pick<QuickAddToken, 'start' | 'end'>): string {
  const before = text.slice(0, token.start).replace(/[ \t]+$/, '');
  let after = text.slice(token.end).replace(/^[ \t]+/, '');
  // A token alone on its line takes its line with it.
  if ((before === '' || before.endsWith('\n')) && after.startsWith('\n')) after = after.slice(1);
  const joiner = !before || !after || before.endsWith('\n') || after.startsWith('\n') ? '' : ' ';
  return before + joiner + after;
}
