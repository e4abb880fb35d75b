import { EVENING_REVIEW_FROM_HOUR, type Task } from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { useTaskActions } from '../sync';
import { EveningPromptCard } from './prompt-card';
import type { StartReview } from './review-types';

// The review comes in a chunk of its own, fetched when it is first opened.
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
 * From 6 pm local while Today has open tasks: the prompt card, unless the user reviewed (or put
 * it off) today. While the first tasks load it already holds its place, so their arrival never
 * pushes the lists down (it leaves only if Today turns out to have nothing open).
 */
export function EveningPrompt({
  tasks,
  loading = false,
  onStart,
}: {
  tasks: Task[];
  /** The first tasks are still on their way. */
  loading?: boolean;
  onStart: StartReview;
}) {
  const now = useNow();
  const open = tasks.filter((task) => task.section === 'today' && !task.completed).length;
  const evening = new Date(now).getHours() >= EVENING_REVIEW_FROM_HOUR;
  if (!evening || (!loading && open === 0)) return null;
  return <EveningPromptCard open={loading ? null : open} now={now} onStart={onStart} />;
}
