/**
 * The ways into the evening review, on the planner's first load: the panel's action and the
 * hour from which the planner offers it. Apart from REVIEW_TEXTS (review-texts.ts), which only
 * the review itself, fetched on demand, needs.
 */
export const PLAN_TOMORROW = 'Plan tomorrow';
/** From 6 pm local, while Today has open tasks, the planner gently offers the review. */
export const EVENING_REVIEW_FROM_HOUR = 18;
