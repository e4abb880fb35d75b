import { useEffect, useState } from 'react';
import type { QuickAdd, QuickAddList, QuickAddPlace, QuickAddPlan, QuickAddToken } from '@dayflow/core';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { deviceTimeZone } from '../lib/time-zone';

/**
 * The quick-add parser with its day words, what the tokens come to on the clock and the chips
 * travel in one chunk (quick-add-chips), fetched with a composer's first keystroke, or when a
 * row's menu opens (its Edit shows the text escaped). Most tasks are written without a token, and
 * the first screen needs none of it.
 */
export const quickAddModule = onDemand(() => import('./quick-add-chips'));

/** Every token starts with one of these, and so does an escape: text without them is plain. */
const TOKEN_START = /[!#@\\]/u;

/** Whether core parseQuickAdd can be answered now: the parser is here, or the text is plain. */
const readable = (text: string) => quickAddModule.loaded() !== undefined || !TOKEN_START.test(text);

/** Whether `text` can be read now; if not, `retry` runs once the parser is here (or never, if it cannot come). */
export function readableNow(text: string, retry: () => void): boolean {
  if (readable(text)) return true;
  quickAddModule.load().then(retry, () => undefined);
  return false;
}

/** core parseQuickAdd. Until the parser arrives, the text as it is plain: trimmed, without tokens. */
export function parseQuickAdd(text: string): QuickAdd {
  return quickAddModule.loaded()?.parseQuickAdd(text) ?? { text: text.trim(), tokens: [] };
}

/** core planQuickAdd on this device's clock; before the parser, a text without tokens stays in its list. */
export function planQuickAdd(quick: QuickAdd, list: QuickAddList, now: number): QuickAddPlan {
  const reader = quickAddModule.loaded();
  return reader?.planQuickAdd(quick, { list, now, timeZone: deviceTimeZone() }) ?? { place: { list }, remindAt: null };
}

/**
 * core placeSection. A list needs no parser; a day comes only from the parser's planQuickAdd, so it
 * is here (importing core's own would bring the day words and reminder rules to the first screen).
 */
export const placeSection = (place: QuickAddPlace) =>
  'list' in place ? { section: place.list } : quickAddModule.loaded()!.placeSection(place);

/** core removeQuickAddToken: a token on screen was read by the parser, so it is here. */
export const removeQuickAddToken = (text: string, token: QuickAddToken) =>
  quickAddModule.loaded()!.removeQuickAddToken(text, token);

/** core escapeQuickAdd once the parser is here; before, the saved text as it is (see useQuickAddReader). */
export const escapeQuickAdd = (saved: string) => quickAddModule.loaded()?.escapeQuickAdd(saved) ?? saved;

/**
 * A composer's reader: the parser and chips once `text` is not empty. An edit opened before the
 * parser arrived (its menu fetches it, so only on a slow network) shows its saved text unescaped:
 * `escaping` is true until the escaped text has replaced it, and the field waits till then.
 */
export function useQuickAddReader(text: string, saved: string | undefined, change: (text: string) => void) {
  const { value: reader } = useOnDemand(quickAddModule, text !== '');
  const [escaping, setEscaping] = useState(() => saved !== undefined && !readable(saved));
  useEffect(() => {
    if (!escaping || saved === undefined) return;
    let current = true;
    quickAddModule.load().then(
      (loaded) => {
        if (!current) return;
        change(loaded.escapeQuickAdd(saved));
        setEscaping(false);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [escaping, saved, change]);
  return { Chips: reader?.default, escaping };
}
