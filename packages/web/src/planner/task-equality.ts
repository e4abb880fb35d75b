import type { Task } from '@dayflow/core';

/**
 * Same visible content. Compared by field rather than identity, so memoised rows and lists skip
 * re-rendering even when the store hands out fresh objects (a live snapshot, a reconcile).
 */
export function sameTask(a: Task, b: Task): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.text === b.text &&
      a.priority === b.priority &&
      a.completed === b.completed &&
      a.section === b.section &&
      a.order === b.order &&
      a.createdAt === b.createdAt &&
      (a.remindAt ?? null) === (b.remindAt ?? null) &&
      Boolean(a.reminderMissed) === Boolean(b.reminderMissed) &&
      a.routineId === b.routineId &&
      a.notes === b.notes &&
      // At most 100 short items: compared whole, as cheaply as any other way.
      JSON.stringify(a.checklist) === JSON.stringify(b.checklist))
  );
}

export function sameTaskList(a: readonly Task[], b: readonly Task[]): boolean {
  return a === b || (a.length === b.length && a.every((task, i) => sameTask(task, b[i]!)));
}
