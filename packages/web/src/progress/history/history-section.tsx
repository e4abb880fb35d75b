import { useEffect } from 'react';
import { HISTORY_TEXTS } from '@dayflow/core';
import { useProfile } from '../../session/session';
import { historyStore, useHistory } from './history-store';
import { Heatmap } from './heatmap';
import { WeekBars } from './week-bars';

interface Props {
  /** Tasks completed today, as the panel counts them: a change reads the history again. */
  done: number;
  /** The goal as set now (it may be newer than the server's answer). */
  goal: number;
}

const stat = 'rounded-2xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60';

/** The panel's history: best streak ever, this week's total, the last 7 days, 12 weeks. */
export function HistorySection({ done, goal }: Props) {
  const { id } = useProfile();
  const store = historyStore(id);
  const state = useHistory(id);
  // Read when shown, and again after each completion or undo while shown.
  useEffect(() => void store.reload(), [store, done]);

  return (
    <section aria-labelledby="progress-history" aria-busy={state.status === 'loading'}>
      <h3
        id="progress-history"
        className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {HISTORY_TEXTS.title}
      </h3>
      {state.status === 'failed' ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
          {HISTORY_TEXTS.loadFailed}
          <button
            type="button"
            onClick={store.reload}
            className="rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {HISTORY_TEXTS.retry}
          </button>
        </p>
      ) : state.status === 'loading' ? (
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-2">
            <div className={stat}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{HISTORY_TEXTS.bestStreak}</dt>
              <dd className="text-lg font-bold tabular-nums">{HISTORY_TEXTS.days(state.data.bestStreak)}</dd>
            </div>
            <div className={stat}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{HISTORY_TEXTS.thisWeek}</dt>
              <dd className="text-lg font-bold tabular-nums">{HISTORY_TEXTS.done(state.data.weekTotal)}</dd>
            </div>
          </dl>
          <WeekBars days={state.data.lastSevenDays} goal={goal} today={state.data.today} />
          <Heatmap cells={state.data.heatmap} today={state.data.today} />
        </div>
      )}
    </section>
  );
}
