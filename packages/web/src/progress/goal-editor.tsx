import { useState, type FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { DailyGoalSchema, MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '@dayflow/core';
import { PROGRESS_LABELS } from './progress-labels';

interface GoalEditorProps {
  goal: number;
  onChange: (goal: number) => void;
}

const stepButton =
  'grid size-9 place-items-center rounded-full text-slate-600 ring-1 ring-slate-200 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800';

/**
 * A stepper for the daily goal. Typing is kept as a draft and applied on Enter or leaving the
 * field, so clearing the box to type "12" never saves a goal of 1 on the way. A value that is
 * not a goal (0, 101, 2.5, nothing) stays in the box with a message saying what would do,
 * instead of silently turning back into the old goal.
 */
export function GoalEditor({ goal, onChange }: GoalEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    if (draft.trim() === '' || !DailyGoalSchema.safeParse(value).success) {
      setInvalid(PROGRESS_LABELS.goalInvalid(draft, MIN_DAILY_GOAL, MAX_DAILY_GOAL));
      return;
    }
    if (value !== goal) onChange(value);
    setDraft(null);
    setInvalid(null);
  };
  const step = (next: number) => {
    setDraft(null);
    setInvalid(null);
    onChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="flex items-center justify-between gap-3">
        <div>
          <label htmlFor="daily-goal-input" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            {PROGRESS_LABELS.dailyGoal}
          </label>
          <p id="daily-goal-hint" className="text-xs text-slate-500 dark:text-slate-400">
            {PROGRESS_LABELS.goalHint(MIN_DAILY_GOAL, MAX_DAILY_GOAL)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={PROGRESS_LABELS.decreaseGoal}
            disabled={goal <= MIN_DAILY_GOAL}
            onClick={() => step(goal - 1)}
            className={stepButton}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <input
            id="daily-goal-input"
            type="number"
            inputMode="numeric"
            min={MIN_DAILY_GOAL}
            max={MAX_DAILY_GOAL}
            step={1}
            aria-describedby={invalid ? 'daily-goal-hint daily-goal-error' : 'daily-goal-hint'}
            aria-invalid={invalid ? true : undefined}
            value={draft ?? String(goal)}
            onChange={(event) => {
              setDraft(event.target.value);
              setInvalid(null);
            }}
            onBlur={commit}
            className="h-9 w-14 [appearance:textfield] rounded-lg border border-slate-200 bg-white text-center font-semibold text-slate-900 tabular-nums focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label={PROGRESS_LABELS.increaseGoal}
            disabled={goal >= MAX_DAILY_GOAL}
            onClick={() => step(goal + 1)}
            className={stepButton}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {invalid && (
        <p id="daily-goal-error" role="alert" className="mt-2 text-sm font-medium text-rose-700 dark:text-rose-300">
          {invalid}
        </p>
      )}
    </form>
  );
}
