import { REDUCED_MOTION_QUERY } from './reduced-motion';

type Listener = (taskId: string) => void;

const listeners = new Set<Listener>();

/** Lists that may hide a task (a closed Completed section, a long virtual list) listen here. */
export function onRevealTask(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rows carry their task's id, so a reveal can find the row once it is drawn. */
export const TASK_ID_ATTRIBUTE = 'data-task-id';

const FRAMES_TO_WAIT = 10;

/**
 * Shows one task where it lives (after a search): whichever list hides it opens or scrolls to
 * it, then its row is scrolled to the middle, focused and briefly outlined. The row is looked
 * for over a few frames, since a list that opened for it draws it on its next render.
 */
export function revealTask(taskId: string): void {
  listeners.forEach((listener) => listener(taskId));
  let frames = 0;
  const look = () => {
    const row = document.querySelector<HTMLElement>(`[${TASK_ID_ATTRIBUTE}="${CSS.escape(taskId)}"]`);
    if (row) return focusRow(row);
    if (++frames < FRAMES_TO_WAIT) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * Where a row takes focus: an open task's text (Enter or `e` edits it there, and screen readers
 * read the task), a completed task's first button.
 */
export function focusTaskRow(row: HTMLElement, options?: FocusOptions): void {
  const target = row.querySelector<HTMLElement>('p[tabindex="0"]') ?? row.querySelector<HTMLElement>('button');
  target?.focus(options);
}

function focusRow(row: HTMLElement) {
  const still = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
  row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  focusTaskRow(row, { preventScroll: true });
  row.animate?.([{ boxShadow: '0 0 0 3px rgb(99 102 241 / 0.75)' }, { boxShadow: '0 0 0 3px rgb(99 102 241 / 0)' }], {
    duration: still ? 1 : 1800,
    easing: 'ease-out',
  });
}
