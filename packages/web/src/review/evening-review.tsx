// The chunk fetched for the evening review: the dialog and the planner's prompt card.
export { EveningReview } from './review-dialog';
export { EveningPromptCard } from './prompt-card';
