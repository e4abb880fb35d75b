import { useId } from 'react';
import { Moon } from 'lucide-react';
import { PLAN_TOMORROW, REVIEW_PROMPT_TEXTS } from '@dayflow/core';
import { useProfile } from '../session/session';
import { localDay, reviewedOn, useReviewedOn } from './reviewed-today';
import type { StartReview } from './review-types';

/** A typical count: its sentence is as long as most real ones. */
const PLACEHOLDER_COUNT = 3;

interface Props {
  /** Open tasks in Today; null while the first tasks load (the card holds its place). */
  open: number | null;
  now: number;
  onStart: StartReview;
}

/**
 * The evening offer above the lists: start the review, or put it off until tomorrow evening.
 * Nothing once the user reviewed or put it off today.
 */
export function EveningPromptCard({ open, now, onStart }: Props) {
  const { id: uid } = useProfile();
  const reviewed = useReviewedOn(uid);
  const titleId = useId();
  if (reviewed === localDay(now)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
    >
      <Moon className="size-5 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-52">
        <h2 id={titleId} className="text-sm font-semibold">
          {REVIEW_PROMPT_TEXTS.promptTitle}
        </h2>
        {open === null ? (
          // Until the count is known, a sentence of the same length holds the lines it will take
          // (two on a phone), so its arrival moves nothing below.
          <p className="invisible text-sm" aria-hidden="true">
            {REVIEW_PROMPT_TEXTS.prompt(PLACEHOLDER_COUNT)}
          </p>
        ) : (
          <p className="text-sm text-indigo-900/80 dark:text-indigo-100/80">{REVIEW_PROMPT_TEXTS.prompt(open)}</p>
        )}
      </div>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={() => reviewedOn(uid).mark(Date.now())}
          className="rounded-xl px-3 py-1.5 text-sm font-semibold text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-200 dark:hover:bg-indigo-500/20"
        >
          {REVIEW_PROMPT_TEXTS.notNow}
        </button>
        <button
          type="button"
          disabled={open === null}
          onClick={(event) => onStart(event.currentTarget)}
          className="rounded-xl bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400"
        >
          {PLAN_TOMORROW}
        </button>
      </div>
    </section>
  );
}
