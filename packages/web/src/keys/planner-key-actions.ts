import { isBoardSection, PRIORITY_KEYS, SECTIONS, SHORTCUT_KEYS, type Section, type Task } from '@dayflow/core';
import { plannerHandle, type PlannerHandle } from '../lib/planner-handle';
import type { useTaskActions } from '../sync';

// What the planner's keys do, fetched with the first key press (use-planner-keys.ts). They act
// on the lists through the planner's handle, not on its elements.

const K = SHORTCUT_KEYS;
const DELETE_KEYS: readonly string[] = K.delete;

type Actions = ReturnType<typeof useTaskActions>;

/** Does what `key` asks; false when it means nothing here (no list, no focused task). */
export async function handlePlannerKey(key: string, tasks: Task[], actions: Actions): Promise<boolean> {
  const planner = await plannerHandle();
  const section = planner && currentSection(planner);
  if (!planner || !section) return false;
  if (key === K.newTask) {
    planner.focusComposer(section);
    return true;
  }
  if (key === K.nextTask || key === K.previousTask) return step(planner, section, key === K.nextTask ? 1 : -1);
  if (key === K.previousList || key === K.nextList) return changeList(planner, section, key === K.nextList ? 1 : -1);

  const focusedId = planner.focusedTaskId();
  const task = focusedId && tasks.find((t) => t.id === focusedId);
  if (!task) return false;
  if (key === K.complete) {
    const then = focusAfterLeaving(planner, task.id, section);
    actions.setCompleted(task.id, !task.completed);
    then();
  } else if (DELETE_KEYS.includes(key)) {
    const then = focusAfterLeaving(planner, task.id, section);
    actions.deleteTask(task.id);
    then();
  } else if (PRIORITY_KEYS[key] && !task.completed) {
    actions.editTask(task.id, { text: task.text, priority: PRIORITY_KEYS[key] });
  } else if ((key === K.moveToPreviousList || key === K.moveToNextList) && !task.completed) {
    const target = isBoardSection(task.section) && neighbourSection(task.section, key === K.moveToNextList ? 1 : -1);
    if (!target) return true;
    const then = focusAfterLeaving(planner, task.id, section);
    const openThere = tasks.filter((t) => t.section === target && !t.completed).length;
    actions.moveTask(task.id, target, openThere);
    then();
  } else if (key === K.menu) {
    planner.openMenu(task.id);
  } else if (key === K.details && !task.completed) {
    planner.openDetails(task.id);
  } else {
    return false;
  }
  return true;
}

/** The list that holds the focus; else Today, or the one list a phone shows. */
function currentSection(planner: PlannerHandle): Section | null {
  const shown = planner.sections();
  return planner.focusedSection() ?? (shown.includes('today') ? 'today' : (shown[0] ?? null));
}

/** The list before or after `section` in the planner's order, if any. */
function neighbourSection(section: Section, by: -1 | 1): Section | null {
  return SECTIONS[SECTIONS.indexOf(section) + by] ?? null;
}

/** Focuses a list's first row, or its composer when it has none. */
function enterList(planner: PlannerHandle, section: Section): void {
  const first = planner.rowIds(section)[0];
  if (!first || !planner.focusTask(first)) planner.focusComposer(section);
}

/** j / k: the next or previous row of the list; from outside the rows, the first one. */
function step(planner: PlannerHandle, section: Section, by: 1 | -1): boolean {
  const ids = planner.rowIds(section);
  const focused = planner.focusedTaskId();
  const at = focused ? ids.indexOf(focused) : -1;
  const next = at === -1 ? ids[0] : ids[Math.min(Math.max(at + by, 0), ids.length - 1)];
  if (next) planner.focusTask(next);
  return true;
}

/** h / l: the list on the left or the right (where several are on screen). */
function changeList(planner: PlannerHandle, section: Section, by: 1 | -1): boolean {
  const target = neighbourSection(section, by);
  if (target && planner.sections().includes(target)) enterList(planner, target);
  return true;
}

/**
 * Before a task's row leaves its list (completed, moved, deleted): the row that takes the focus
 * next, so the keyboard user goes on from where they were.
 */
function focusAfterLeaving(planner: PlannerHandle, taskId: string, section: Section): () => void {
  const ids = planner.rowIds(section);
  const at = ids.indexOf(taskId);
  const nextId = ids[at + 1] ?? ids[at - 1];
  return () =>
    requestAnimationFrame(() => {
      if (!nextId || !planner.focusTask(nextId)) enterList(planner, section);
    });
}
