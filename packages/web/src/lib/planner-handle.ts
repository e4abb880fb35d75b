import type { Section } from '@dayflow/core';

/**
 * What the planner lets the rest of the app do with its lists — the keyboard shortcuts above
 * all — without knowing how they are drawn. The planner registers one while it is on screen
 * (planner/use-planner-handle.ts); features reach it here, since they never import one another.
 */
export interface PlannerHandle {
  /** The lists on screen, left to right (a phone shows one). */
  sections(): Section[];
  /** The list that holds focus, if one does. */
  focusedSection(): Section | null;
  /** The task whose row holds focus, if one does. */
  focusedTaskId(): string | null;
  /** The ids of a list's drawn rows, top to bottom: open tasks, then completed ones when shown. */
  rowIds(section: Section): string[];
  /** Focuses a task's row (an open task's text, a completed task's first button); false if not drawn. */
  focusTask(taskId: string): boolean;
  focusComposer(section: Section): void;
  /** Opens a task's menu, as its More actions button does. */
  openMenu(taskId: string): void;
  /** Opens a task's details, as its Details button does. */
  openDetails(taskId: string): void;
}

type HandleSource = () => Promise<PlannerHandle>;

let current: HandleSource | null = null;

/**
 * Registers the planner's handle, as a function that brings it: its code is fetched with the
 * first use, like the keys' own (most visits press none). The returned function takes it back.
 */
export function providePlannerHandle(source: HandleSource): () => void {
  current = source;
  return () => {
    if (current === source) current = null;
  };
}

/** The planner on screen, or null when there is none. */
export async function plannerHandle(): Promise<PlannerHandle | null> {
  const source = current;
  return source ? source() : null;
}
