import { useId, useMemo } from 'react';
import { toast } from '../lib/toast';
import { AlarmClock, Check, RotateCcw } from 'lucide-react';
import { ageInDays, pendingTooLong, RESET_TOAST_MS, TEXTS, type Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { useNow } from '../hooks/use-now';
import { SECTION_META } from './section-meta';

const daysOld = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} old`;

/**
 * 'Tasks Pending Too Long (n)' (spec §2, §4): open Today/Tomorrow tasks older than 4 days.
 * 'Still Need Work' restarts the 4-day timer; 'Mark Done' completes the task.
 */
export function PendingTooLongCard({ tasks }: { tasks: Task[] }) {
  const now = useNow();
  const stale = useMemo(() => pendingTooLong(tasks, now), [tasks, now]);
  const actions = useTaskActions();
  const headingId = useId();
  if (stale.length === 0) return null;

  const stillNeedWork = async (id: string) => {
    try {
      await actions.resetTask(id);
      toast.success(TEXTS.taskReset, { duration: RESET_TOAST_MS });
    } catch {
      toast.error(TEXTS.somethingWentWrong);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-2xl border border-amber-200 bg-amber-50/90 p-4 shadow-sm dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
        <AlarmClock className="size-4.5" aria-hidden="true" />
        {TEXTS.pendingTooLongHeading(stale.length)}
      </h2>
      <ul className="mt-3 max-h-72 space-y-2 overflow-y-auto">
        {stale.map((task) => {
          const SectionIcon = SECTION_META[task.section].icon;
          return (
            <li
              key={task.id}
              className="flex flex-col gap-2 rounded-xl bg-white/80 px-3 py-2.5 sm:flex-row sm:items-center dark:bg-slate-900/60"
            >
              <div className="min-w-0 flex-1">
                <p
                  id={`${headingId}-${task.id}`}
                  className="text-sm leading-5 font-medium whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100"
                >
                  {task.text}
                </p>
                <p className="mt-0.5 flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300/90">
                  <SectionIcon className="size-3.5" aria-hidden="true" />
                  {TEXTS.sectionTitles[task.section]} · {daysOld(ageInDays(task.createdAt, now))}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  aria-describedby={`${headingId}-${task.id}`}
                  onClick={() => void stillNeedWork(task.id)}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-xs font-semibold text-amber-900 transition hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 active:bg-amber-200 dark:border-amber-500/40 dark:bg-transparent dark:text-amber-200 dark:hover:bg-amber-500/15"
                >
                  <RotateCcw className="size-3.5" aria-hidden="true" />
                  {TEXTS.stillNeedWork}
                </button>
                <button
                  type="button"
                  aria-describedby={`${headingId}-${task.id}`}
                  onClick={() => actions.setCompleted(task.id, true)}
                  className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-700 px-3 py-1.5 text-xs font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 active:bg-emerald-900"
                >
                  <Check className="size-3.5" aria-hidden="true" />
                  {TEXTS.markDone}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
