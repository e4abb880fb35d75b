// The chunk fetched for the evening review: its dialog.
export { EveningReview } from './review-dialog';
