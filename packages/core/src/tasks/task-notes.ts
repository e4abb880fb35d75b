import type { ChecklistItem } from './task-schemas';

/** How far a checklist is done, as a row shows it ("1/2"); null when there is no checklist. */
export function checklistProgress(checklist: readonly ChecklistItem[]): { done: number; total: number } | null {
  if (checklist.length === 0) return null;
  return { done: checklist.filter((item) => item.done).length, total: checklist.length };
}

/** Whether a task carries anything besides its text. */
export const hasDetails = (task: { notes?: string; checklist?: readonly ChecklistItem[] }): boolean =>
  (task.notes ?? '').trim() !== '' || (task.checklist ?? []).length > 0;
