import type { Priority } from '../tasks/task-schemas';

/**
 * The planner's keyboard shortcuts, one set after Todoist and Gmail: single keys, active only
 * while nothing is being typed. The keys the code listens for and the help sheet (`?`) both
 * come from here.
 */
export const SHORTCUT_KEYS = {
  help: '?',
  newTask: 'n',
  nextTask: 'j',
  previousTask: 'k',
  previousList: 'h',
  nextList: 'l',
  progress: 'p',
  complete: 'x',
  edit: 'e',
  details: 'o',
  menu: 'm',
  moveToPreviousList: '<',
  moveToNextList: '>',
  delete: ['#', 'Delete'],
} as const;

export const PRIORITY_KEYS: Readonly<Record<string, Priority>> = { '1': 'High', '2': 'Medium', '3': 'Low' };
