import { SECTIONS, type Section, type Task } from '@dayflow/core';

export type SectionGroups = Record<Section, { open: Task[]; completed: Task[] }>;

/** Splits the store's sorted tasks into each list's open and completed tasks, keeping order. */
export function groupBySection(tasks: readonly Task[]): SectionGroups {
  const groups = Object.fromEntries(SECTIONS.map((s) => [s, { open: [], completed: [] }])) as unknown as SectionGroups;
  for (const task of tasks) {
    const group = groups[task.section] ?? groups.brainDump;
    (task.completed ? group.completed : group.open).push(task);
  }
  return groups;
}
