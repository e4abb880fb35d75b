import { SECTIONS, type Section } from '@dayflow/core';
import { TASK_ID_ATTRIBUTE, focusTaskRow } from '../lib/reveal-task';

/**
 * The planner as the keyboard sees it: its lists (`data-section`) and their rows
 * (`data-task-id`), in the order on screen. Found in the document, so the shortcuts need no
 * hook into each list's components.
 */
export const listElements = () => [...document.querySelectorAll<HTMLElement>('[data-section]')];

export const rowsOf = (list: ParentNode) => [...list.querySelectorAll<HTMLElement>(`[${TASK_ID_ATTRIBUTE}]`)];

export const sectionOf = (list: HTMLElement) => list.dataset.section as Section;

/** The row that holds the focus, if any. */
export function focusedRow(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>(`[${TASK_ID_ATTRIBUTE}]`) ?? null;
}

/** The list that holds the focus; else Today, or the one list a phone shows. */
export function currentList(): HTMLElement | null {
  const lists = listElements();
  const focused = lists.find((list) => list.contains(document.activeElement));
  return focused ?? lists.find((list) => sectionOf(list) === 'today') ?? lists[0] ?? null;
}

export const composerOf = (list: HTMLElement) => list.querySelector<HTMLTextAreaElement>('textarea');

/** Focuses a list's first row, or its composer when it has none. */
export function enterList(list: HTMLElement): void {
  const first = rowsOf(list)[0];
  if (first) focusTaskRow(first);
  else composerOf(list)?.focus();
}

/** The list before or after `section` in the planner's order, if any. */
export function neighbourSection(section: Section, step: -1 | 1): Section | null {
  return SECTIONS[SECTIONS.indexOf(section) + step] ?? null;
}

/**
 * Before a row leaves its list (completed, moved, deleted): the row that takes the focus next,
 * so the keyboard user goes on from where they were.
 */
export function focusAfterLeaving(row: HTMLElement, list: HTMLElement): () => void {
  const rows = rowsOf(list);
  const at = rows.indexOf(row);
  const nextId = (rows[at + 1] ?? rows[at - 1])?.getAttribute(TASK_ID_ATTRIBUTE);
  return () =>
    requestAnimationFrame(() => {
      const next = nextId && list.querySelector<HTMLElement>(`[${TASK_ID_ATTRIBUTE}="${CSS.escape(nextId)}"]`);
      if (next) focusTaskRow(next);
      else enterList(list);
    });
}
