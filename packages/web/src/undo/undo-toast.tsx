import { UNDO_TEXTS } from '@dayflow/core';
import { toast } from '../lib/toast';
import type { UndoEvent, UndoHistory } from './undo-history';

/** Long enough to read the line and reach the button. */
export const UNDO_TOAST_MS = 5_000;
/** One undo toast at a time: each action's replaces the last's, whose Undo would now undo it. */
const TOAST_ID = 'undo';

/** What happened, and the button that takes it back (or, after an undo, does it again). */
export function showUndoToast(event: UndoEvent, history: UndoHistory) {
  const text =
    event.kind === 'undone'
      ? UNDO_TEXTS.undone(event.label)
      : event.kind === 'redone'
        ? UNDO_TEXTS.redone(event.label)
        : event.label;
  const redo = event.kind === 'undone';
  toast(
    (shown) => (
      <span className="flex items-center gap-3">
        <span>{text}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(shown.id);
            if (redo) history.redo();
            else history.undo();
          }}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
        >
          {redo ? UNDO_TEXTS.redo : UNDO_TEXTS.undo}
        </button>
      </span>
    ),
    { id: TOAST_ID, duration: UNDO_TOAST_MS },
  );
}
