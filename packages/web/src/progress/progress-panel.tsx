import type { RefObject } from 'react';
import { Moon } from 'lucide-react';
import { PLAN_TOMORROW, TEXTS } from '@dayflow/core';
import { GoalEditor } from './goal-editor';
import { HistorySection } from './history/history-section';
import { MilestoneList } from './milestone-list';
import { PROGRESS_LABELS } from './progress-labels';
import { ProgressRing } from './progress-ring';
import { StreakCard } from './streak-card';
import { Dialog, DialogTitleBar } from '../components/ui';

export interface ProgressPanelProps {
  done: number;
  goal: number;
  percent: number;
  message: string;
  streakCount: number | null;
  onGoalChange: (goal: number) => void;
  onClose: () => void;
  /** Gets focus back when the panel closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** 'Plan tomorrow': closes the panel and starts the evening review. */
  onPlanTomorrow?: () => void;
}

/**
 * The 'Daily Productivity' panel (spec §2): big ring, motivation, the goal, four milestones and
 * the streak card. A bottom sheet on phones, a card above the progress button on wider screens.
 */
export default function ProgressPanel(props: ProgressPanelProps) {
  const { done, goal, percent, message, streakCount, onGoalChange, onClose, returnFocusTo, onPlanTomorrow } = props;

  return (
    <Dialog
      onClose={onClose}
      returnFocus={returnFocusTo}
      aria-labelledby="progress-panel-title"
      className="inset-x-0 top-auto bottom-0 m-0 max-h-[88dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-slate-900 shadow-2xl ring-1 ring-slate-200 outline-none backdrop:backdrop-blur-[1px] sm:inset-x-auto sm:right-6 sm:bottom-[184px] sm:max-h-[calc(100dvh-14rem)] sm:w-[380px] md:bottom-28 md:max-h-[calc(100dvh-9rem)] sm:rounded-3xl sm:pb-5 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700/80"
    >
      <div
        className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-200 sm:hidden dark:bg-slate-700"
        aria-hidden="true"
      />
      <DialogTitleBar
        titleId="progress-panel-title"
        closeLabel={PROGRESS_LABELS.close}
        onClose={onClose}
        className="mb-4 items-center"
        closeClassName="text-slate-500 transition-colors hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
      >
        {TEXTS.dailyProductivity}
      </DialogTitleBar>

      <div className="flex items-center gap-5">
        <ProgressRing
          percent={percent}
          size={124}
          stroke={12}
          label={
            <span
              className={`font-bold text-slate-900 tabular-nums dark:text-white ${percent >= 100 ? 'text-[1.625rem]' : 'text-3xl'}`}
            >
              {percent}%
            </span>
          }
        />
        <div className="min-w-0">
          <p className="text-base font-semibold" aria-live="polite">
            {message}
          </p>
          <p className="mt-1 text-sm text-slate-500 tabular-nums dark:text-slate-400">
            {PROGRESS_LABELS.doneOfGoal(done, goal)}
          </p>
        </div>
      </div>

      <div className="mt-5 rounded-2xl bg-slate-50 p-3 dark:bg-slate-800/60">
        <GoalEditor goal={goal} onChange={onGoalChange} />
      </div>

      {onPlanTomorrow && (
        <button
          type="button"
          onClick={onPlanTomorrow}
          className="mt-3 flex w-full items-center justify-center gap-2 rounded-2xl px-4 py-2.5 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:ring-indigo-500/40 dark:hover:bg-indigo-500/10"
        >
          <Moon className="size-4" aria-hidden="true" />
          {PLAN_TOMORROW}
        </button>
      )}

      <div className="mt-5">
        <MilestoneList done={done} />
      </div>

      <div className="mt-5">
        <StreakCard count={streakCount} />
      </div>

      <div className="mt-5">
        <HistorySection done={done} goal={goal} />
      </div>
    </Dialog>
  );
}
