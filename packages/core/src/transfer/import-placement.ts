import { SECTIONS } from '../constants';
import { MAX_IMPORTED_ORDER } from '../limits/value-bounds';
import { nextOrder } from '../tasks/task-list';
import type { Section, Task } from '../tasks/task-schemas';
import type { PlannedTask } from './import-plan';

export type PlacedTask<T extends PlannedTask = PlannedTask> = Omit<T, 'order' | 'createdAt' | 'updatedAt'> &
  Pick<Task, 'order' | 'createdAt' | 'updatedAt'>;

/**
 * Puts imported tasks after the tasks already in each list. Orders from a Dayflow export are
 * shifted as a block, so an import into an empty list keeps them exactly (a round trip
 * reproduces the planner) and otherwise keeps their relative order and spacing. Tasks from other
 * files follow one another in file order, created now.
 */
export function placeImportedTasks<T extends PlannedTask>(
  tasks: T[],
  existing: Pick<Task, 'section' | 'order'>[],
  now: number,
): PlacedTask<T>[] {
  const shift = new Map<Section, (task: PlannedTask) => number>();
  for (const section of SECTIONS) {
    const mine = tasks.filter((t) => t.section === section);
    const base = nextOrder(existing, section);
    const kept = mine.length > 0 && mine.every((t) => t.order !== undefined);
    const lowest = kept ? Math.min(...mine.map((t) => t.order!)) : 0;
    const offset = Math.max(0, base - lowest);
    if (kept && Math.max(...mine.map((t) => t.order!)) + offset <= MAX_IMPORTED_ORDER) {
      shift.set(section, (t) => t.order! + offset);
    } else if (kept) {
      // Spacing that would leave no room to append after it: the file's sequence is kept, not its gaps.
      const ranked = [...mine].sort((a, b) => a.order! - b.order!);
      const at = new Map<PlannedTask, number>(ranked.map((t, i) => [t, base + i]));
      shift.set(section, (t) => at.get(t)!);
    } else {
      let next = base;
      shift.set(section, () => next++);
    }
  }
  return tasks.map((t) => ({
    ...t,
    order: shift.get(t.section)!(t),
    createdAt: t.createdAt ?? now,
    updatedAt: t.updatedAt ?? now,
  }));
}
