import { TASK_ID_ATTRIBUTE } from '../../lib/reveal-task';

/**
 * The rules for bringing the drag library in under lists that are already on screen. Its
 * components wrap the rows, so the rows mount again (only the rows: the lists' headings,
 * composers, menus and completed tasks sit outside, see planner-board.tsx). Two things a row
 * holds would be lost by that: a press in progress (its click or hold never lands) and an
 * inline edit; and an open menu or dialog would give focus back to a row that is gone. So the
 * swap waits for none of these to be going on, and focus on a row moves to the same control of
 * the same row in the new one.
 */

/** Marks the element each list's rows are drawn in (drop-area.tsx). */
const DROP_AREA_ATTRIBUTE = 'data-drop-area';

let pressed = 0;
let tracking = false;

/** Counts pointers held down anywhere on the page, from the first call on. */
export function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('pointerdown', () => pressed++, true);
  const release = () => (pressed = Math.max(0, pressed - 1));
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A release outside the window is never reported; a window that loses focus has none held.
  window.addEventListener('blur', () => (pressed = 0));
}

/** True when mounting the rows again would drop nothing: no press, edit, menu or dialog open. */
export function rowsAtRest(): boolean {
  return (
    pressed === 0 && document.querySelector(`[${DROP_AREA_ATTRIBUTE}] textarea, [role="menu"], dialog[open]`) === null
  );
}

export interface RowFocus {
  taskId: string;
  tag: string;
  /** Among the row's elements of that tag. */
  nth: number;
}

/** Where focus is, when it is on a row: its task and which of its controls. */
export function rowFocus(active: Element | null = document.activeElement): RowFocus | null {
  const row = active?.closest(`[${DROP_AREA_ATTRIBUTE}] [${TASK_ID_ATTRIBUTE}]`);
  const taskId = row?.getAttribute(TASK_ID_ATTRIBUTE);
  if (!active || !row || !taskId) return null;
  const tag = active.tagName.toLowerCase();
  return { taskId, tag, nth: [...row.querySelectorAll(tag)].indexOf(active) };
}

/** Puts focus back on the same control of the same task's row, if it is still drawn. */
export function restoreRowFocus(focus: RowFocus | null): void {
  if (!focus) return;
  const row = document.querySelector(`[${DROP_AREA_ATTRIBUTE}] [${TASK_ID_ATTRIBUTE}="${CSS.escape(focus.taskId)}"]`);
  const target = row?.querySelectorAll<HTMLElement>(focus.tag)[focus.nth];
  target?.focus({ preventScroll: true });
}
