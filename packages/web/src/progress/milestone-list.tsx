import { Check } from 'lucide-react';
import { milestones } from '@dayflow/core';
import { PROGRESS_LABELS } from './progress-labels';

/** The panel's four milestones (spec §4); reached ones are checked. */
export function MilestoneList({ done }: { done: number }) {
  return (
    <section aria-labelledby="progress-milestones">
      <h3
        id="progress-milestones"
        className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {PROGRESS_LABELS.milestones}
      </h3>
      <ul className="grid grid-cols-2 gap-2">
        {milestones(done).map(({ id, label, reached }) => (
          <li
            key={id}
            data-reached={reached}
            className={`flex items-center gap-2 rounded-xl px-3 py-2 text-sm transition-colors ${
              reached
                ? 'bg-emerald-50 font-medium text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100'
                : 'bg-slate-50 text-slate-500 dark:bg-slate-800/60 dark:text-slate-400'
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid size-5 shrink-0 place-items-center rounded-full ${
                reached
                  ? 'bg-emerald-500 text-white dark:bg-emerald-400 dark:text-emerald-950'
                  : 'border-2 border-slate-300 dark:border-slate-600'
              }`}
            >
              {reached && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <span>
              {label}
              <span className="sr-only">, {reached ? PROGRESS_LABELS.reached : PROGRESS_LABELS.notReached}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
