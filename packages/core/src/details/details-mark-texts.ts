// What a row says about a task's details (its Details control, its notes mark and checklist
// progress), apart from the details panel's own words (details-texts.ts): a bundler places a
// module whole, and the rows come with the planner's first download while the panel does not.

export const DETAILS_MARK_TEXTS = {
  /** The row's control, the menu's item and the panel's name. */
  open: 'Details',
  hasNotes: 'Has notes',
  /** The row's checklist progress, as screen readers hear it; the row shows "1/2". */
  progress: (done: number, total: number) => `Checklist: ${done} of ${total} done`,
} as const;
