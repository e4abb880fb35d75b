import type { TaskActions } from '../sync';

/** Starts the review; `returnTo` gets focus back when it closes, if it is still on the page. */
export type StartReview = (returnTo: HTMLElement | null) => void;

/** What the review does to a task, and counts. */
export type ReviewChoice = 'tomorrow' | 'brainDump' | 'done' | 'deleted' | 'kept';

export type ReviewActions = Pick<TaskActions, 'moveTask' | 'setCompleted' | 'deleteTask'>;
