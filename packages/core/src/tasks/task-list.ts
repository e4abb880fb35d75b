import { DEFAULT_SECTION, SECTIONS, TASK_SECTIONS, TEMP_ID_PREFIX } from '../constants';
import type { Section, Task, TaskSection } from './task-schemas';

/** A client-side id that the server has not replaced yet; such tasks are not saved on change. */
export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_ID_PREFIX);
}

/** A new array in list order: by `order`, then `createdAt`; full ties keep their input order. */
export function sortTasks<T extends { order: number; createdAt: number }>(tasks: T[]): T[] {
  return [...tasks].sort((a, b) => a.order - b.order || a.createdAt - b.createdAt);
}

/**
 * Drops repeated ids (spec §5). A repeat is a newer copy of the same task (a live update racing
 * a snapshot), so the LAST occurrence's value wins, placed at the FIRST occurrence's position
 * so the list does not jump.
 */
export function dedupeById<T extends { id: string }>(tasks: T[]): T[] {
  const latest = new Map<string, T>();
  for (const task of tasks) latest.set(task.id, task);
  // Map iteration follows first insertion, which is exactly the first occurrence's position.
  return [...latest.values()];
}

/** A stored section, or brainDump when it is missing or unknown (spec §3). */
export function sectionOrDefault(section: unknown): TaskSection {
  return (TASK_SECTIONS as readonly unknown[]).includes(section) ? (section as TaskSection) : DEFAULT_SECTION;
}

/** One of the board's three lists, not Later. */
export function isBoardSection(section: TaskSection): section is Section {
  return (SECTIONS as readonly string[]).includes(section);
}

/**
 * The order for a task appended to a section: one past the highest order in it (completed tasks
 * included, so the new task never sorts above one of them), or 0 for an empty section.
 */
export function nextOrder(tasks: Pick<Task, 'section' | 'order'>[], section: TaskSection): number {
  let max = -1;
  for (const task of tasks) {
    if (task.section === section && Number.isFinite(task.order) && task.order > max) max = task.order;
  }
  return Math.floor(max) + 1;
}
