import { useState } from 'react';
import { TEXT_LIMIT_TEXTS, textCounter } from '@dayflow/core';

/**
 * A task's text against the server's limit (2,000 characters, counted as the server counts).
 * Nothing typed or pasted is cut: text over the limit stays in the field, whole, and saving is
 * refused until it fits. `refuse()` records that a save was asked for and refused, so the field
 * says why; the next change clears it.
 */
export function useLimitedText(initial: string) {
  const [text, setText] = useState(initial);
  const [refused, setRefused] = useState(false);
  const change = (next: string) => {
    setText(next);
    setRefused(false);
  };
  const reset = () => change('');
  /** False (and says so) when `saved`, the text that would be saved, is over the limit. */
  const fits = (saved: string) => {
    const over = textCounter(saved).over;
    setRefused(over);
    return !over;
  };
  return { text, change, refused, fits, reset };
}

/**
 * Under a task's text field: the characters left once the limit is near; over it, the count and
 * how many too many; after a refused save, that it was not saved. The words sit in a live region
 * that is always there, so screen readers hear them. `text` is the text that would be saved.
 */
export function TextLimitNote({ id, text, refused }: { id: string; text: string; refused: boolean }) {
  const counter = textCounter(text);
  return (
    <p id={id} className="px-1 text-xs">
      <span aria-live="polite" className="font-medium text-rose-700 dark:text-rose-300">
        {counter.over ? `${TEXT_LIMIT_TEXTS.over(-counter.remaining)} ` : ''}
        {refused ? `${TEXT_LIMIT_TEXTS.notSaved} ` : ''}
      </span>
      {counter.visible && (
        <span
          data-over={counter.over}
          className="text-slate-600 tabular-nums data-[over=true]:font-semibold data-[over=true]:text-rose-700 dark:text-slate-400 dark:data-[over=true]:text-rose-300"
        >
          {counter.over ? TEXT_LIMIT_TEXTS.count(counter.length) : TEXT_LIMIT_TEXTS.left(counter.remaining)}
        </span>
      )}
    </p>
  );
}
