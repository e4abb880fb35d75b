import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { TEXTS, TRASH_TEXTS, type DeletedTask, type Task } from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import type { DeletedTasksState } from '../sync';
import { deletedAgo } from './deleted-ago';

function DeletedRow({ task, now, onRestore }: { task: DeletedTask; now: number; onRestore: () => void }) {
  const textId = useId();
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <p
          id={textId}
          className="text-[0.9375rem] leading-6 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100"
        >
          {task.text}
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {TEXTS.sectionTitles[task.section]} · {TRASH_TEXTS.deletedAgo(deletedAgo(task.deletedAt, now))}
        </p>
      </div>
      <button
        type="button"
        onClick={onRestore}
        aria-describedby={textId}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {TRASH_TEXTS.restore}
      </button>
    </li>
  );
}

interface Props {
  /** The user's Recently deleted list (its owner is the task store's folder). */
  deleted: DeletedTasksState;
  onRetry: () => void;
  /** The tasks in their lists now (the task store's). */
  inLists: Task[];
  /** The task store's restore: back in its list at once here, then on every device. */
  onRestore: (task: Task) => void;
}

/** Recently deleted: the user's deleted tasks, newest first, each with Restore. */
export function RecentlyDeleted({ deleted: state, onRetry, inLists, onRestore }: Props) {
  const now = useNow();
  // A restored task is in its list again: it leaves this one at once, whoever restored it.
  const shown = state.status === 'loaded' ? state.tasks.filter((task) => !inLists.some((t) => t.id === task.id)) : [];

  return (
    <section aria-labelledby="recently-deleted" className="mx-auto w-full max-w-2xl">
      <Link
        to="/planner"
        className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {TRASH_TEXTS.backToPlanner}
      </Link>
      <h1
        id="recently-deleted"
        className="mt-3 flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <Trash2 className="size-6 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {TRASH_TEXTS.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TRASH_TEXTS.hint}</p>

      <div className="mt-5" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'failed' ? (
          <p className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
            {TRASH_TEXTS.loadFailed}
            <button
              type="button"
              onClick={onRetry}
              className="rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              {TRASH_TEXTS.retry}
            </button>
          </p>
        ) : state.status === 'loaded' && shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {TRASH_TEXTS.nothingDeleted}
          </p>
        ) : (
          <ul className="space-y-2">
            {shown.map((task) => (
              <DeletedRow
                key={task.id}
                task={task}
                now={now}
                onRestore={() => {
                  const { deletedAt: _, ...restored } = task;
                  onRestore(restored);
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
