import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { perKey } from '../../lib/resource-store';
import type { TaskActions } from '../store/sync-types';
import { createUndoJournal, type UndoJournal, type UndoTarget } from './undo-journal';
import { undoableActions } from './undoable-actions';

const UndoContext = createContext<{ actions: TaskActions; journal: UndoJournal } | null>(null);

/** One journal per user in this tab: it outlives the pages (and stores) it is used on. */
export const userUndoJournal = perKey(createUndoJournal);

/**
 * Hands components the noting actions and points the journal at this page's store. Without a
 * `journal` (a test's ready store), the store gets one of its own.
 */
export function UndoLayer({
  store,
  journal,
  children,
}: {
  store: UndoTarget;
  journal?: UndoJournal;
  children: ReactNode;
}) {
  const [fallback] = useState(createUndoJournal);
  const own = journal ?? fallback;
  const value = useMemo(() => ({ actions: undoableActions(store, own), journal: own }), [store, own]);
  useEffect(() => own.attach(store), [own, store]);
  // The text another device's later write replaced goes into undo, with a toast saying so.
  useEffect(
    () =>
      store.onNotesOverwritten?.(({ taskId, before, after }) =>
        own.note({ name: 'notesOverwritten', args: [taskId], before, after }),
      ),
    [own, store],
  );
  return <UndoContext.Provider value={value}>{children}</UndoContext.Provider>;
}

/** The noting actions, when under an UndoLayer. */
export const useUndoableActions = (): TaskActions | undefined => useContext(UndoContext)?.actions;

export function useUndoJournal(): UndoJournal {
  const context = useContext(UndoContext);
  if (!context) throw new Error('useUndoJournal must be used inside <TaskStoreProvider>');
  return context.journal;
}
