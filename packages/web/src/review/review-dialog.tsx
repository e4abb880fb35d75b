import { useRef, useState, type KeyboardEvent } from 'react';
import { NO_REVIEW_COUNTS, REVIEW_TEXTS, reviewSummary, type Task } from '@dayflow/core';
import { Button, Dialog, dialogLook } from '../components/ui';
import { useProfile } from '../session/session';
import { reviewedOn } from './reviewed-today';
import { ReviewStep, choiceForKey } from './review-step';
import type { ReviewActions, ReviewChoice } from './review-types';

interface Props {
  /** All the user's tasks, live. */
  tasks: Task[];
  actions: ReviewActions;
  returnTo: HTMLElement | null;
  onClose: () => void;
}

const isOpenToday = (task: Task | undefined): task is Task => task?.section === 'today' && !task.completed;

/**
 * The evening review: Today's open tasks one at a time, each sent to Tomorrow or Brain Dump,
 * done, deleted or kept in Today, then what happened in a sentence. The tasks are the ones open
 * when it started, in list order; one that leaves Today meanwhile (another device) is skipped.
 * Keyboard: Tab and Enter, or T, B, D, Delete, K; Escape ends it (what was done stays done).
 */
export function EveningReview({ tasks, actions, returnTo, onClose }: Props) {
  const { id: uid } = useProfile();
  const [queue] = useState(() => tasks.filter(isOpenToday).map((task) => task.id));
  const [handled, setHandled] = useState(0);
  const [counts, setCounts] = useState(NO_REVIEW_COUNTS);
  const initial = useRef<HTMLButtonElement>(null);
  const opener = useRef(returnTo);
  const close = () => {
    reviewedOn(uid).mark(Date.now());
    onClose();
  };

  const byId = new Map(tasks.map((task) => [task.id, task]));
  let at = handled;
  while (at < queue.length && !isOpenToday(byId.get(queue[at]!))) at += 1;
  const current = byId.get(queue[at] ?? '');
  const openIn = (section: Task['section']) => tasks.filter((t) => t.section === section && !t.completed).length;

  const choose = (choice: ReviewChoice) => {
    if (!current || !isOpenToday(current)) return;
    if (choice === 'tomorrow' || choice === 'brainDump') actions.moveTask(current.id, choice, openIn(choice));
    else if (choice === 'done') actions.setCompleted(current.id, true);
    else if (choice === 'deleted') actions.deleteTask(current.id);
    setCounts((before) => ({ ...before, [choice]: before[choice] + 1 }));
    setHandled(at + 1);
  };

  return (
    <Dialog
      onClose={close}
      initialFocus={initial}
      returnFocus={opener}
      aria-labelledby="review-title"
      className={`${dialogLook.sheet} sm:w-[30rem]`}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        const choice = choiceForKey(event);
        if (!choice || !isOpenToday(current)) return;
        event.preventDefault();
        choose(choice);
      }}
    >
      <h2 id="review-title" className="text-lg font-bold">
        {REVIEW_TEXTS.title}
      </h2>
      {isOpenToday(current) ? (
        <ReviewStep task={current} position={at + 1} of={queue.length} onChoose={choose} firstRef={initial} />
      ) : (
        <div className="mt-3">
          <p className="text-base font-semibold">
            {queue.length === 0 ? REVIEW_TEXTS.nothingOpen : REVIEW_TEXTS.finished}
          </p>
          <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {reviewSummary(counts)}
          </p>
          <div className="mt-5 flex justify-end">
            <Button ref={initial} variant="primary" autoFocus onClick={close}>
              {REVIEW_TEXTS.close}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
