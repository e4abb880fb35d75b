import type { Priority } from '../tasks/task-schemas';

/** What a composer says about quick-add tokens (the spec has no text for them). */
export const QUICK_ADD_TEXTS = {
  chips: 'Quick add',
  priority: (priority: Priority) => `${priority} priority`,
  list: (title: string) => `To ${title}`,
  remove: (label: string) => `Remove ${label}`,
  addedTo: (title: string) => `Added to ${title}`,
  /** `when` is the reminder as its chip on the row will say it: "9:00", "Tomorrow 9:00", "Fri 9:00". */
  reminder: (when: string, today: boolean) => (today ? `Remind at ${when}` : `Remind ${when}`),
  /** A day after tomorrow, as "Fri, Dec 4". */
  day: (day: string) => `For ${day}`,
} as const;
