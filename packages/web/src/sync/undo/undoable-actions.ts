import type { TaskActions } from '../store/sync-types';
import { UNDOABLE, type UndoJournal, type UndoTarget } from './undo-journal';

/**
 * The store's actions, each change the user could regret (delete, complete and reopen, move,
 * edit, restore) noted in the journal — only when it changed what the user sees.
 */
export function undoableActions(store: UndoTarget, journal: UndoJournal): TaskActions {
  const actions: Record<string, unknown> = { ...store.actions };
  for (const name of UNDOABLE) {
    const act = store.actions[name] as (...args: unknown[]) => unknown;
    actions[name] = (...args: unknown[]) => {
      const before = store.getState().tasks;
      const result = act(...args);
      const after = store.getState().tasks;
      if (after !== before) journal.note({ name, args, before, after });
      return result;
    };
  }
  return actions as unknown as TaskActions;
}
