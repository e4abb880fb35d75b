import { useState } from 'react';
import { TEXT_LIMIT_TEXTS, fitToTextLimit, textCounter } from '@dayflow/core';

/**
 * A task's text held to the server's limit (2,000 characters, counted as the server counts):
 * once full, typing stops; a paste that would pass it is cut to fit. `cut` says that happened,
 * so the field can say why, until a change fits again.
 */
export function useLimitedText(initial: string) {
  const [text, setText] = useState(initial);
  const [cut, setCut] = useState(false);
  const change = (next: string) => {
    const fitted = fitToTextLimit(next);
    setCut(fitted !== next);
    // A full field keeps its text rather than losing its end to a letter typed in the middle.
    if (fitted === next || textCounter(text).remaining > 0) setText(fitted);
  };
  const reset = () => {
    setText('');
    setCut(false);
  };
  return { text, change, cut, reset };
}

/**
 * Under a task's text field: the characters left once the limit is near, and why the text
 * stopped. The reason sits in a live region that is always there, so screen readers hear it.
 */
export function TextLimitNote({ id, text, cut }: { id: string; text: string; cut: boolean }) {
  const counter = textCounter(text);
  return (
    <p id={id} className="px-1 text-xs">
      <span aria-live="polite" className="text-amber-800 dark:text-amber-300">
        {cut ? `${TEXT_LIMIT_TEXTS.reached} ` : ''}
      </span>
      {counter.visible && (
        <span className="text-slate-500 tabular-nums dark:text-slate-400">
          {TEXT_LIMIT_TEXTS.left(Math.max(0, counter.remaining))}
        </span>
      )}
    </p>
  );
}
