import { useId } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { TEXTS, RECENTLY_DELETED_TEXTS, type DeletedTask, type Task } from '@dayflow/core';
import { LoadedList } from '../components/loaded-list';
import { PageHeading } from '../components/page-heading';
import { useNow } from '../hooks/use-now';
import type { DeletedTasksState } from './deleted-tasks-store';
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
          {TEXTS.sectionTitles[task.section]} · {RECENTLY_DELETED_TEXTS.deletedAgo(deletedAgo(task.deletedAt, now))}
        </p>
      </div>
      <button
        type="button"
        onClick={onRestore}
        aria-describedby={textId}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {RECENTLY_DELETED_TEXTS.restore}
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
  const shown = state.status === 'loaded' ? state.data.filter((task) => !inLists.some((t) => t.id === task.id)) : [];

  return (
    <section aria-labelledby="recently-deleted" className="mx-auto w-full max-w-2xl">
      <PageHeading
        back={RECENTLY_DELETED_TEXTS.backToPlanner}
        title={RECENTLY_DELETED_TEXTS.title}
        icon={Trash2}
        iconClassName="text-slate-500 dark:text-slate-400"
        id="recently-deleted"
        intro={RECENTLY_DELETED_TEXTS.hint}
      />
      <LoadedList
        loading={state.status === 'loading'}
        failed={state.status === 'failed'}
        empty={state.status === 'loaded' && shown.length === 0}
        texts={{ ...RECENTLY_DELETED_TEXTS, empty: RECENTLY_DELETED_TEXTS.nothingDeleted }}
        onRetry={onRetry}
        announce
      >
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
      </LoadedList>
    </section>
  );
}
