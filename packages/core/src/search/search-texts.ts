import { SEARCH_TITLE } from './search-title';

/** What the task search says (the spec has none). */
export const SEARCH_TEXTS = {
  title: SEARCH_TITLE,
  label: 'Search every list',
  placeholder: 'Search tasks…',
  results: 'Results',
  none: (query: string) => `No task matches “${query}”`,
  count: (n: number) => (n === 1 ? '1 task found' : `${n} tasks found`),
  /** The list, a Later task's day ("Later · Fri, Dec 4"), and whether it is done. */
  where: (title: string, completed: boolean, day?: string) =>
    [title, day, completed && 'Completed'].filter(Boolean).join(' · '),
  hint: 'Enter opens the task · ↑ ↓ choose · Esc closes',
  /** Before the line of the notes or the checklist item where words were found. */
  foundIn: { notes: 'in notes', checklist: 'in checklist' },
} as const;
