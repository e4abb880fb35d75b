import { useEffect } from 'react';
import type { UndoJournal } from '../sync';
import { undoHistory, type UndoHistory } from './undo-history';
import { undoKey } from './undo-keys';
import { showUndoToast } from './undo-toast';

/** The last event of each history shown: a page that mounts again does not show it twice. */
const shown = new WeakMap<UndoHistory, number>();

/**
 * Undo for a page with a task store: a toast after every change that can be undone, and
 * Ctrl+Z / Cmd+Z (Shift to redo) anywhere but in a text field.
 */
export default function UndoControls({ journal }: { journal: UndoJournal }) {
  const history = undoHistory(journal);
  useEffect(() => {
    const show = () => {
      const event = history.events.get();
      if (!event || event.seq <= (shown.get(history) ?? 0)) return;
      shown.set(history, event.seq);
      showUndoToast(event, history);
    };
    show();
    return history.events.subscribe(show);
  }, [history]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = undoKey(event);
      if (!wanted) return;
      event.preventDefault();
      if (wanted === 'undo') history.undo();
      else history.redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history]);

  return null;
}
