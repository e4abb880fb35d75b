/**
 * Actions a tab can undo and redo, newest last. The issue asks for at least 20; 50 costs little,
 * since an entry is a small description of an operation, not a copy of the lists.
 */
export const UNDO_STACK_LIMIT = 50;

/**
 * One user action and the operation that reverses it, both as plain data (e.g. "move task t to
 * today at index 2"), so a stack can be stored and survive a reload. `label` names it in a toast.
 */
export interface UndoEntry<A> {
  label: string;
  action: A;
  inverse: A;
}

/** Immutable: every function returns a new stack and leaves the one it was given alone. */
export interface UndoStack<A> {
  /** Actions that can be undone, oldest first. */
  readonly done: readonly UndoEntry<A>[];
  /** Actions undone that can be redone, the most recently undone last. */
  readonly undone: readonly UndoEntry<A>[];
}

/** What undo or redo asks the caller to send (`apply`), and the stack once it is sent. */
export interface UndoStep<A> {
  stack: UndoStack<A>;
  entry: UndoEntry<A>;
  apply: A;
}

export function emptyUndoStack<A>(): UndoStack<A> {
  return { done: [], undone: [] };
}

/** A new action: redo is cleared (it would replay a history that no longer happened). */
export function pushAction<A>(stack: UndoStack<A>, entry: UndoEntry<A>, limit = UNDO_STACK_LIMIT): UndoStack<A> {
  if (!(limit >= 1)) throw new RangeError(`undo limit must be at least 1, got ${limit}`);
  const done = [...stack.done, entry];
  return { done: done.slice(Math.max(0, done.length - limit)), undone: [] };
}

/** The last action's inverse to apply, or null when there is nothing to undo. */
export function undo<A>(stack: UndoStack<A>): UndoStep<A> | null {
  const entry = stack.done.at(-1);
  if (!entry) return null;
  return { stack: { done: stack.done.slice(0, -1), undone: [...stack.undone, entry] }, entry, apply: entry.inverse };
}

/** The last undone action to apply again, or null when there is nothing to redo. */
export function redo<A>(stack: UndoStack<A>): UndoStep<A> | null {
  const entry = stack.undone.at(-1);
  if (!entry) return null;
  return { stack: { done: [...stack.done, entry], undone: stack.undone.slice(0, -1) }, entry, apply: entry.action };
}
