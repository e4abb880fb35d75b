import { Flame } from 'lucide-react';
import { TEXTS, streakCaption } from '@dayflow/core';
import { PROGRESS_LABELS } from './progress-labels';

/**
 * What the streak counts, said where it is shown: the server counts a day when the planner is
 * opened (spec §4's "activity"), whatever is completed; rest days (Settings) are skipped over.
 */
export const STREAK_RULE = 'Days in a row you open your planner. Rest days neither add to it nor break it.';

/** The day count, 'Productivity streak', its caption (spec §2) and its rule. `count` is null while loading. */
export function StreakCard({ count }: { count: number | null }) {
  const days = count ?? 0;
  return (
    <section
      aria-label={TEXTS.productivityStreak}
      aria-busy={count === null}
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-orange-500 to-rose-500 p-4 text-white shadow-sm dark:from-orange-600 dark:to-rose-700"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/20" aria-hidden="true">
        <Flame className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-1.5">
          <span className="text-3xl leading-none font-bold tabular-nums">{count === null ? '–' : days}</span>{' '}
          <span className="text-sm font-medium text-white/85">{PROGRESS_LABELS.days(days)}</span>
        </p>
        <p className="mt-1 text-sm font-semibold">{TEXTS.productivityStreak}</p>
        <p className="text-sm text-white/85">{streakCaption(days)}</p>
        <p className="mt-1 text-xs text-white/85">{STREAK_RULE}</p>
      </div>
    </section>
  );
}
