import { LATER_SECTION, SECTIONS, type Section, type Task } from '@dayflow/core';

export type SectionGroups = Record<Section, { open: Task[]; completed: Task[] }>;

/**
 * Splits the store's sorted tasks into each list's open and completed tasks, keeping order.
 * Later's tasks are in none of the board's lists: they wait for their day (see laterByDay).
 */
export function groupBySection(tasks: readonly Task[]): SectionGroups {
  const groups = Object.fromEntries(SECTIONS.map((s) => [s, { open: [], completed: [] }])) as unknown as SectionGroups;
  for (const task of tasks) {
    if (task.section === LATER_SECTION) continue;
    const group = groups[task.section] ?? groups.brainDump;
    (task.completed ? group.completed : group.open).push(task);
  }
  return groups;
}
