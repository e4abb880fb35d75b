import { EVENING_REVIEW_FROM_HOUR, type Task } from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { useTaskActions } from '../sync';
import type { StartReview } from './review-types';

// The review and its prompt card come in one chunk, fetched when either is first needed.
const reviewModule = onDemand(() => import('./evening-review'));

/**
 * The evening review of Today's open tasks, once its code is here. The task actions are handed
 * down from here: were the review's chunk to import the task store itself, the bundler would
 * split what the store shares with other chunks into one more file for /planner.
 */
export function EveningReviewLoader(props: { tasks: Task[]; returnTo: HTMLElement | null; onClose: () => void }) {
  const { value: module } = useOnDemand(reviewModule);
  const actions = useTaskActions();
  return module ? <module.EveningReview {...props} actions={actions} /> : null;
}

/**
 * From 6 pm local while Today has open tasks: the prompt card's code, which shows it unless the
 * user reviewed (or put it off) today.
 */
export function EveningPrompt({ tasks, onStart }: { tasks: Task[]; onStart: StartReview }) {
  const now = useNow();
  const open = tasks.filter((task) => task.section === 'today' && !task.completed).length;
  const evening = new Date(now).getHours() >= EVENING_REVIEW_FROM_HOUR && open > 0;
  const { value: module } = useOnDemand(reviewModule, evening);
  return evening && module ? <module.EveningPromptCard open={open} now={now} onStart={onStart} /> : null;
}
