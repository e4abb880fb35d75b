import type { Task } from '@dayflow/core';
import { createResource } from '../../lib/resource-store';
import type { TaskActions, TaskStoreState } from '../store/sync-types';
import type { TaskStore } from '../store/task-store';

/** The actions a user can take back. */
export const UNDOABLE = [
  'setCompleted',
  'deleteTask',
  'moveTask',
  'editTask',
  'restoreTask',
  'setNotes',
  'setChecklist',
] as const;

/** One change as it happened: the action and its arguments, and all the user saw before and after. */
export interface UndoRecord {
  /** An action, or another device's write over this device's notes (args: the task's id). */
  name: (typeof UNDOABLE)[number] | 'notesOverwritten';
  args: unknown[];
  before: Task[];
  after: Task[];
}

/** What undo last did, for the toast: numbered, so each is shown once. */
export interface UndoEvent {
  seq: number;
  kind: 'done' | 'undone' | 'redone';
  label: string;
}

/** A page's store: its own actions, which undo and redo go through (they are not recorded). */
export interface UndoTarget {
  getState(): TaskStoreState;
  actions: TaskActions;
  onNotesOverwritten?: TaskStore['onNotesOverwritten'];
}

export type UndoJournal = ReturnType<typeof createUndoJournal>;

/**
 * One user's changes in this tab, noted as they happen. The store's lists are immutable, so a
 * note only keeps references. Turning notes into undo entries, the stack, the toast and the keys
 * are the undo feature's, fetched with the first note (`started`); until then notes wait here.
 * The feature says what it did in `events` (kept here, with the rest of this tab's undo state).
 */
export function createUndoJournal() {
  const waiting: UndoRecord[] = [];
  let reader: ((record: UndoRecord) => void) | null = null;
  const started = createResource(false);
  return {
    started,
    events: createResource<UndoEvent | null>(null),
    /** The page's store, while one is shown. */
    target: null as UndoTarget | null,
    /** Makes `store` the target; returns the detach. */
    attach(store: UndoTarget) {
      this.target = store;
      return () => {
        if (this.target === store) this.target = null;
      };
    },
    note(record: UndoRecord) {
      if (reader) reader(record);
      else waiting.push(record);
      started.set(true);
    },
    /** Hands every note, those waiting first, to `next` from now on. */
    read(next: (record: UndoRecord) => void) {
      reader = next;
      for (const record of waiting.splice(0)) next(record);
    },
  };
}
