import type { Priority } from '../tasks/task-schemas';

/** What a composer says about quick-add tokens (the spec has no text for them). */
export const QUICK_ADD_TEXTS = {
  chips: 'Quick add',
  priority: (priority: Priority) => `${priority} priority`,
  list: (title: string) => `To ${title}`,
  remove: (label: string) => `Remove ${label}`,
  addedTo: (title: string) => `Added to ${title}`,
  reminder: (time: string, tomorrow: boolean) => `Remind ${tomorrow ? 'tomorrow ' : ''}at ${time}`,
} as const;
