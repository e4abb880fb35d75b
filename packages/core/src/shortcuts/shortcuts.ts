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
  menu: 'm',
  moveToPreviousList: '<',
  moveToNextList: '>',
  delete: ['#', 'Delete'],
} as const;

export const PRIORITY_KEYS: Readonly<Record<string, Priority>> = { '1': 'High', '2': 'Medium', '3': 'Low' };

export interface ShortcutGroup {
  title: string;
  shortcuts: { keys: readonly string[]; label: string }[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere on the planner',
    shortcuts: [
      { keys: [SHORTCUT_KEYS.help], label: 'Show these shortcuts' },
      { keys: ['/', 'Ctrl+K'], label: 'Search every list' },
      { keys: [SHORTCUT_KEYS.newTask], label: 'Write a new task in this list' },
      { keys: [SHORTCUT_KEYS.nextTask, SHORTCUT_KEYS.previousTask], label: 'Next / previous task' },
      { keys: [SHORTCUT_KEYS.previousList, SHORTCUT_KEYS.nextList], label: 'Previous / next list' },
      { keys: [SHORTCUT_KEYS.progress], label: 'Open your progress' },
      { keys: ['Ctrl+Z', 'Ctrl+Shift+Z'], label: 'Undo / redo' },
    ],
  },
  {
    title: 'On a task',
    shortcuts: [
      { keys: [SHORTCUT_KEYS.complete], label: 'Complete it (or mark it not done)' },
      { keys: ['Enter', SHORTCUT_KEYS.edit], label: 'Edit it in place' },
      { keys: Object.keys(PRIORITY_KEYS), label: 'Priority High / Medium / Low' },
      {
        keys: [SHORTCUT_KEYS.moveToPreviousList, SHORTCUT_KEYS.moveToNextList],
        label: 'Move it to the previous / next list',
      },
      { keys: [SHORTCUT_KEYS.menu], label: 'Open its menu' },
      { keys: SHORTCUT_KEYS.delete, label: 'Delete it' },
      { keys: ['Space', '↑ ↓ ← →', 'Space'], label: 'On its handle: lift, move, drop' },
    ],
  },
];

export const SHORTCUT_TEXTS = {
  title: 'Keyboard shortcuts',
  hint: 'Single keys work whenever you are not typing. On a Mac, Ctrl is ⌘.',
  close: 'Close',
} as const;
