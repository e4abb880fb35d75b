// The `?` sheet's words, apart from the keys (shortcuts.ts) that the planner's own chunk needs:
// a bundler places a module whole, so these would ride along with the keys on every load.

export interface ShortcutGroup {
  title: string;
  shortcuts: { keys: readonly string[]; label: string }[];
}

// Keys written out, so this module stands alone; shortcuts.test.ts checks that every key the
// planner listens for is listed here.
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere on the planner',
    shortcuts: [
      { keys: ['?'], label: 'Show these shortcuts' },
      { keys: ['/', 'Ctrl+K'], label: 'Search every list' },
      { keys: ['n'], label: 'Write a new task in this list' },
      { keys: ['j', 'k'], label: 'Next / previous task' },
      { keys: ['h', 'l'], label: 'Previous / next list' },
      { keys: ['p'], label: 'Open your progress' },
      { keys: ['Ctrl+Z', 'Ctrl+Shift+Z'], label: 'Undo / redo' },
    ],
  },
  {
    title: 'On a task',
    shortcuts: [
      { keys: ['x'], label: 'Complete it (or mark it not done)' },
      { keys: ['Enter', 'o'], label: 'Open its details: notes, checklist and more' },
      { keys: ['e'], label: 'Edit it in place' },
      { keys: ['1', '2', '3'], label: 'Priority High / Medium / Low' },
      { keys: ['<', '>'], label: 'Move it to the previous / next list' },
      { keys: ['m'], label: 'Open its menu' },
      { keys: ['#', 'Delete'], label: 'Delete it' },
      { keys: ['Space', '↑ ↓ ← →', 'Space'], label: 'On its handle: lift, move, drop' },
    ],
  },
  {
    // Quick-add words (core quick-add/parse-quick-add.ts), in any composer.
    title: 'While writing a task',
    shortcuts: [
      { keys: ['!h', '!m', '!l'], label: 'Set its priority' },
      { keys: ['#today', '#tomorrow', '#dump'], label: 'Put it in a list' },
      { keys: ['#fri', '#dec3', '#next-week', '#in3d'], label: 'Plan it for a day' },
      { keys: ['@15:00', '@tomorrow 9:00', '@fri 10:00'], label: 'Remind me (its day plans the task)' },
      { keys: ['\\#fri'], label: 'Keep a word as typed' },
    ],
  },
];

export const SHORTCUT_TEXTS = {
  title: 'Keyboard shortcuts',
  hint: 'Single keys work whenever you are not typing. On a Mac, Ctrl is ⌘.',
  close: 'Close',
} as const;
