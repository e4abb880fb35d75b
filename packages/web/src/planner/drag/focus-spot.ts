const FOCUSABLE = 'a[href], button, input, textarea, select, [tabindex]';

/** Where focus is, told by what stays the same when the lists are drawn again: row or list, and place. */
export interface FocusSpot {
  scope: string;
  index: number;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  /** The task whose drag handle had focus: a Space pressed before focus is back still lifts it. */
  handleOf: string | null;
}

/** Focus inside a task row or a list, or null when it is elsewhere (the header, a dialog, nowhere). */
export function locateFocus(): FocusSpot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const scope = active.closest<HTMLElement>('[data-task-id], [data-section]');
  if (!scope) return null;
  const taskId = scope.getAttribute('data-task-id');
  const selector =
    taskId !== null
      ? `[data-task-id="${CSS.escape(taskId)}"]`
      : `[data-section="${CSS.escape(scope.getAttribute('data-section') ?? '')}"]`;
  const index = [...scope.querySelectorAll(FOCUSABLE)].indexOf(active);
  const field = active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement ? active : null;
  const selection =
    field && field.selectionStart !== null && field.selectionEnd !== null
      ? { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' }
      : null;
  const handleOf = taskId !== null && active.hasAttribute('data-drag-handle') ? taskId : null;
  return { scope: selector, index, selection, handleOf };
}

/**
 * Puts focus (and a field's caret or selection) back on the same place, without scrolling.
 * False when that place is not drawn yet (a virtual list draws its rows a render later).
 */
export function restoreFocus(spot: FocusSpot): boolean {
  const scope = document.querySelector<HTMLElement>(spot.scope);
  const target = spot.index === -1 ? scope : scope?.querySelectorAll<HTMLElement>(FOCUSABLE)[spot.index];
  if (!target) return false;
  target.focus({ preventScroll: true });
  if (spot.selection && (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) {
    const { start, end, direction } = spot.selection;
    target.setSelectionRange(start, end, direction);
  }
  return true;
}
