/**
 * The ways into the evening review, on the planner's first load: the panel's action, the hour
 * from which the planner offers it and the prompt card's words. Apart from the rest of
 * REVIEW_TEXTS (review-texts.ts), which only the review itself, fetched on demand, needs.
 */
export const PLAN_TOMORROW = 'Plan tomorrow';
/** From 6 pm local, while Today has open tasks, the planner gently offers the review. */
export const EVENING_REVIEW_FROM_HOUR = 18;

/** The evening prompt card's words (part of REVIEW_TEXTS). */
export const REVIEW_PROMPT_TEXTS = {
  promptTitle: 'Evening check-in',
  prompt: (open: number) => `${open} ${open === 1 ? 'task is' : 'tasks are'} still open in Today. Plan tomorrow?`,
  notNow: 'Not now',
} as const;
