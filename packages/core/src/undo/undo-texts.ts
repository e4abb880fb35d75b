/*
 * What undo and Recently deleted say. Not in the product specification (TEXTS): written once
 * here, for the web app and the end-to-end tests. Three exports, so a page takes only its own.
 */

/** Where deleted tasks wait 30 days: the profile menu's entry and the page's title. */
export const RECENTLY_DELETED = 'Recently deleted';

/** The undo toast: what happened, and its button. */
export const UNDO_TEXTS = {
  undo: 'Undo',
  redo: 'Redo',
  deleted: 'Task deleted',
  completed: 'Task completed',
  reopened: 'Task marked not done',
  moved: 'Task moved',
  movedTo: (title: string) => `Task moved to ${title}`,
  edited: 'Task edited',
  priority: (priority: string) => `Priority set to ${priority}`,
  restored: 'Task restored',
  notes: 'Notes edited',
  checklist: 'Checklist changed',
  /** Another device's later write won; this device's text is one Undo away. */
  notesOverwritten: 'Notes changed on another device — your version is in Undo',
  undone: (label: string) => `Undone: ${label}`,
  redone: (label: string) => `Redone: ${label}`,
} as const;

/** The Recently deleted page. */
export const RECENTLY_DELETED_TEXTS = {
  title: RECENTLY_DELETED,
  hint: 'Deleted tasks are kept here for 30 days.',
  nothingDeleted: 'Nothing deleted in the last 30 days',
  restore: 'Restore',
  deletedAgo: (when: string) => `Deleted ${when}`,
  loadFailed: 'Could not load deleted tasks',
  retry: 'Try again',
  backToPlanner: 'Back to planner',
} as const;
