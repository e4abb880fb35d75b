import { emptyUndoStack, pushAction, redo, undo, type UndoStack } from '@dayflow/core';
import type { UndoEvent, UndoJournal } from '../sync';
import { runCommand, type UndoCommand } from './undo-commands';
import { undoEntry } from './undo-entries';

export type { UndoEvent };

export type UndoHistory = ReturnType<typeof createUndoHistory>;

/**
 * One tab's undo stack for one user (core's pushAction/undo/redo), filled from the user's
 * journal of changes. It outlives a page's store (the planner and Recently deleted each have
 * one): undo and redo go through the store of the page shown, the journal's target.
 */
export function createUndoHistory(journal: UndoJournal) {
  let stack: UndoStack<UndoCommand> = emptyUndoStack();
  const { events } = journal;
  const emit = (kind: UndoEvent['kind'], label: string) =>
    events.set({ seq: (events.get()?.seq ?? 0) + 1, kind, label });

  /** Applies the next entry that still changes something; one that no longer can is dropped. */
  const step = (take: typeof undo, kind: UndoEvent['kind']) => () => {
    const target = journal.target;
    for (let result = target && take(stack); target && result; result = take(stack)) {
      const { entry } = result;
      const before = target.getState().tasks;
      runCommand(target.actions, result.apply);
      if (target.getState().tasks !== before) {
        stack = result.stack;
        emit(kind, entry.label);
        return true;
      }
      // E.g. its task was deleted on another device since.
      stack = { done: stack.done.filter((e) => e !== entry), undone: stack.undone.filter((e) => e !== entry) };
    }
    return false;
  };

  journal.read((record) => {
    const entry = undoEntry(record);
    if (!entry) return;
    stack = pushAction(stack, entry);
    emit('done', entry.label);
  });

  return { undo: step(undo, 'undone'), redo: step(redo, 'redone'), events };
}

const histories = new WeakMap<UndoJournal, UndoHistory>();

/** The journal's history, made (and reading it) on first use. */
export function undoHistory(journal: UndoJournal): UndoHistory {
  let history = histories.get(journal);
  if (!history) histories.set(journal, (history = createUndoHistory(journal)));
  return history;
}
