import type { RefObject } from 'react';
import type { Section } from '@dayflow/core';
import type { PlannerHandle } from '../lib/planner-handle';
import { TASK_ID_ATTRIBUTE, focusTaskRow } from '../lib/reveal-task';

// The planner's own markers: each list's <section> (section-list.tsx) and each row.
const LIST = '[data-section]';
const ROW = `[${TASK_ID_ATTRIBUTE}]`;
const MENU_BUTTON = 'button[aria-haspopup="menu"]';
const DETAILS_BUTTON = 'button[data-details]';

/** The planner's handle on the lists inside `root`: the only code here that knows how they are drawn. */
export function createPlannerHandle(root: RefObject<HTMLElement | null>): PlannerHandle {
  const lists = () => [...(root.current?.querySelectorAll<HTMLElement>(LIST) ?? [])];
  const sectionOf = (list: Element) => list.getAttribute('data-section') as Section;
  const listOf = (section: Section) => lists().find((list) => sectionOf(list) === section);
  const rowOf = (taskId: string) =>
    root.current?.querySelector<HTMLElement>(`[${TASK_ID_ATTRIBUTE}="${CSS.escape(taskId)}"]`) ?? null;
  const focusedRow = () => {
    const active = document.activeElement;
    return active && root.current?.contains(active) ? active.closest<HTMLElement>(ROW) : null;
  };

  return {
    sections: () => lists().map(sectionOf),
    focusedSection: () => {
      const list = lists().find((candidate) => candidate.contains(document.activeElement));
      return list ? sectionOf(list) : null;
    },
    focusedTaskId: () => focusedRow()?.getAttribute(TASK_ID_ATTRIBUTE) ?? null,
    rowIds: (section) =>
      [...(listOf(section)?.querySelectorAll(ROW) ?? [])].map((row) => row.getAttribute(TASK_ID_ATTRIBUTE)!),
    focusTask: (taskId) => {
      const row = rowOf(taskId);
      if (!row) return false;
      focusTaskRow(row);
      row.scrollIntoView({ block: 'nearest' });
      return true;
    },
    focusComposer: (section) => listOf(section)?.querySelector<HTMLTextAreaElement>('textarea')?.focus(),
    openMenu: (taskId) => rowOf(taskId)?.querySelector<HTMLButtonElement>(MENU_BUTTON)?.click(),
    openDetails: (taskId) => rowOf(taskId)?.querySelector<HTMLButtonElement>(DETAILS_BUTTON)?.click(),
  };
}
