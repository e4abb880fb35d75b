import { LATER_SECTION, TASK_SECTIONS } from '../constants';
import { sectionForDay, sortLater } from '../days/planned-days';
import { MAX_IMPORTED_ORDER } from '../limits/value-bounds';
import { nextOrder } from '../tasks/task-list';
import type { Task, TaskSection } from '../tasks/task-schemas';
import type { PlannedTask } from './import-plan';

export type PlacedTask<T extends PlannedTask = PlannedTask> = Omit<T, 'order' | 'createdAt' | 'updatedAt'> &
  Pick<Task, 'order' | 'createdAt' | 'updatedAt'>;

/**
 * Puts imported tasks after the tasks already in each list. Orders from a Dayflow export are
 * shifted as a block, so an import into an empty list keeps them exactly (a round trip
 * reproduces the planner) and otherwise keeps their relative order and spacing. Tasks from other
 * files follow one another in file order, created now.
 *
 * A Later task whose day is no longer after tomorrow on `today` (the user's date; an old export)
 * lands where the day start would have brought it: Tomorrow or Today, after that list's other
 * tasks, in day order, without a day.
 */
export function placeImportedTasks<T extends PlannedTask>(
  tasks: T[],
  existing: Pick<Task, 'section' | 'order'>[],
  now: number,
  today?: string,
): PlacedTask<T>[] {
  const arriving = new Map<T, TaskSection>();
  if (today !== undefined) {
    for (const t of tasks) {
      if (t.section !== LATER_SECTION || t.day === undefined) continue;
      const section = sectionForDay(t.day, today);
      if (section !== LATER_SECTION) arriving.set(t, section);
    }
  }
  const placed = new Map<T, { section: TaskSection; order: number }>();
  for (const section of TASK_SECTIONS) {
    const mine = tasks.filter((t) => t.section === section && !arriving.has(t));
    const base = nextOrder(existing, section);
    const orderOf = placeInSection(mine, base);
    let next = base;
    for (const t of mine) {
      const order = orderOf(t);
      placed.set(t, { section, order });
      next = Math.max(next, order + 1);
    }
    const arrivals = sortLater(
      tasks.filter((t) => arriving.get(t) === section).map((t) => ({ ...t, order: t.order ?? 0, createdAt: 0, t })),
    );
    for (const { t } of arrivals) placed.set(t, { section, order: next++ });
  }
  return tasks.map((t) => {
    const { section, order } = placed.get(t)!;
    return {
      ...t,
      // An arrival leaves its day behind, as a task moved out of Later does.
      ...(section !== LATER_SECTION && { day: undefined }),
      section,
      order,
      createdAt: t.createdAt ?? now,
      updatedAt: t.updatedAt ?? now,
    };
  });
}

function placeInSection(mine: PlannedTask[], base: number): (task: PlannedTask) => number {
  const kept = mine.length > 0 && mine.every((t) => t.order !== undefined);
  const lowest = kept ? Math.min(...mine.map((t) => t.order!)) : 0;
  const offset = Math.max(0, base - lowest);
  if (kept && Math.max(...mine.map((t) => t.order!)) + offset <= MAX_IMPORTED_ORDER) return (t) => t.order! + offset;
  if (kept) {
    // Spacing that would leave no room to append after it: the file's sequence is kept, not its gaps.
    const ranked = [...mine].sort((a, b) => a.order! - b.order!);
    const at = new Map<PlannedTask, number>(ranked.map((t, i) => [t, base + i]));
    return (t) => at.get(t)!;
  }
  const at = new Map<PlannedTask, number>(mine.map((t, i) => [t, base + i]));
  return (t) => at.get(t)!;
}
