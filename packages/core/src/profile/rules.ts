import { TEXTS } from '../texts';

// Grapheme segmentation keeps an emoji or an accented letter whole; older engines fall back to
// the first code point, which still never splits a surrogate pair.
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

function firstGrapheme(text: string): string {
  if (graphemes) {
    for (const { segment } of graphemes.segment(text)) return segment;
    return '';
  }
  return [...text][0] ?? '';
}

/** The avatar letter when there is no photo: the name's first character upper-cased, else '?'. */
export function avatarInitial(displayName: string | null | undefined): string {
  const first = firstGrapheme(displayName?.trim() ?? '');
  // toUpperCase, not toLocaleUpperCase: the result must not depend on the host's locale.
  return first ? first.toUpperCase() : TEXTS.avatarFallback;
}

/** The name shown in the profile menu: trimmed, else 'User'. */
export function displayNameOrFallback(name: string | null | undefined): string {
  return name?.trim() || TEXTS.userFallback;
}
