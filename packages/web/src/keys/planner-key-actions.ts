import { PRIORITY_KEYS, SHORTCUT_KEYS, type Task } from '@dayflow/core';
import { TASK_ID_ATTRIBUTE, focusTaskRow } from '../lib/reveal-task';
import type { useTaskActions } from '../sync';
import {
  composerOf,
  currentList,
  enterList,
  focusAfterLeaving,
  focusedRow,
  listElements,
  neighbourSection,
  rowsOf,
  sectionOf,
} from './planner-dom';

// What the planner's keys do, fetched with the first key press (use-planner-keys.ts).

const K = SHORTCUT_KEYS;
const DELETE_KEYS: readonly string[] = K.delete;

type Actions = ReturnType<typeof useTaskActions>;

/** Does what `key` asks; false when it means nothing here (no list, no focused task). */
export function handlePlannerKey(key: string, tasks: Task[], actions: Actions): boolean {
  const list = currentList();
  if (!list) return false;
  if (key === K.newTask) {
    composerOf(list)?.focus();
    return true;
  }
  if (key === K.nextTask || key === K.previousTask) return step(list, key === K.nextTask ? 1 : -1);
  if (key === K.previousList || key === K.nextList) return changeList(list, key === K.nextList ? 1 : -1);

  const row = focusedRow();
  const task = row && tasks.find((t) => t.id === row.getAttribute(TASK_ID_ATTRIBUTE));
  if (!row || !task) return false;
  if (key === K.complete) {
    const then = focusAfterLeaving(row, list);
    actions.setCompleted(task.id, !task.completed);
    then();
  } else if (DELETE_KEYS.includes(key)) {
    const then = focusAfterLeaving(row, list);
    actions.deleteTask(task.id);
    then();
  } else if (PRIORITY_KEYS[key] && !task.completed) {
    actions.editTask(task.id, { text: task.text, priority: PRIORITY_KEYS[key] });
  } else if ((key === K.moveToPreviousList || key === K.moveToNextList) && !task.completed) {
    const target = neighbourSection(task.section, key === K.moveToNextList ? 1 : -1);
    if (!target) return true;
    const then = focusAfterLeaving(row, list);
    const openThere = tasks.filter((t) => t.section === target && !t.completed).length;
    actions.moveTask(task.id, target, openThere);
    then();
  } else if (key === K.menu) {
    row.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')?.click();
  } else {
    return false;
  }
  return true;
}

/** j / k: the next or previous row of the list; from outside the rows, the first one. */
function step(list: HTMLElement, by: 1 | -1): boolean {
  const rows = rowsOf(list);
  const row = focusedRow();
  const at = row ? rows.indexOf(row) : -1;
  const next = at === -1 ? rows[0] : rows[Math.min(Math.max(at + by, 0), rows.length - 1)];
  if (next) {
    focusTaskRow(next);
    next.scrollIntoView({ block: 'nearest' });
  }
  return true;
}

/** h / l: the list on the left or the right (where several are on screen). */
function changeList(list: HTMLElement, by: 1 | -1): boolean {
  const lists = listElements();
  const target = neighbourSection(sectionOf(list), by);
  const next = lists.find((candidate) => sectionOf(candidate) === target);
  if (next) enterList(next);
  return true;
}
