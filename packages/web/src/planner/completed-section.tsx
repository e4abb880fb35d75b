import { memo, useCallback, useEffect, useId, useState } from 'react';
import { CircleCheck, ChevronDown, Trash, Undo2 } from 'lucide-react';
import { TEXTS, type Task } from '@dayflow/core';
import { onRevealTask } from '../lib/reveal-task';
import { useTaskActions } from '../sync';
import { useLatest } from '../hooks/use-latest';
import { TaskTextContent } from './row/task-text';
import { sameTask, sameTaskList } from './task-equality';

interface RowProps {
  task: Task;
  onUndo: (id: string) => void;
  onDelete: (id: string) => void;
}

const CompletedRow = memo(
  function CompletedRow({ task, onUndo, onDelete }: RowProps) {
    const textId = useId();
    const button =
      'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-500';
    // The buttons always show their words; in a narrow column they wrap under the task text
    // (ml-auto keeps them on the right) so the text keeps the width.
    return (
      <li
        data-task-id={task.id}
        className="flex flex-wrap items-start gap-x-2.5 gap-y-0.5 rounded-lg px-2.5 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/50"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-500" aria-hidden="true" />
        <p
          id={textId}
          className="min-w-0 flex-1 basis-32 text-sm leading-6 whitespace-pre-wrap text-slate-500 line-through decoration-slate-400 [overflow-wrap:anywhere] dark:text-slate-400"
        >
          <TaskTextContent text={task.text} />
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-0.5">
          <button
            type="button"
            aria-describedby={textId}
            onClick={() => onUndo(task.id)}
            className={`${button} text-indigo-700 hover:bg-indigo-50 active:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/15`}
          >
            <Undo2 className="size-3.5" aria-hidden="true" />
            {TEXTS.undo}
          </button>
          <button
            type="button"
            aria-describedby={textId}
            onClick={() => onDelete(task.id)}
            className={`${button} text-rose-700 hover:bg-rose-50 active:bg-rose-100 dark:text-rose-300 dark:hover:bg-rose-500/15`}
          >
            <Trash className="size-3.5" aria-hidden="true" />
            {TEXTS.delete}
          </button>
        </div>
      </li>
    );
  },
  (a, b) => sameTask(a.task, b.task) && a.onUndo === b.onUndo && a.onDelete === b.onDelete,
);

/** A list's collapsible 'Completed Tasks (n)': struck-through tasks with Undo and Delete. */
export const CompletedSection = memo(
  function CompletedSection({ tasks }: { tasks: Task[] }) {
    const [open, setOpen] = useState(false);
    const actions = useTaskActions();
    const panelId = useId();
    const onUndo = useCallback((id: string) => actions.setCompleted(id, false), [actions]);
    const onDelete = useCallback((id: string) => actions.deleteTask(id), [actions]);
    // A search result among these tasks opens the section, so its row can be shown.
    const latest = useLatest(tasks);
    useEffect(() => onRevealTask((id) => latest.current.some((task) => task.id === id) && setOpen(true)), [latest]);

    return (
      <div className="mt-3 border-t border-slate-200 pt-2 dark:border-slate-800">
        <h3>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center justify-between rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            {TEXTS.completedHeading(tasks.length)}
            <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          </button>
        </h3>
        {open && (
          <div id={panelId} className="mt-1">
            {tasks.length === 0 ? (
              <p className="px-2 py-2 text-sm text-slate-500 dark:text-slate-400">{TEXTS.noCompleted}</p>
            ) : (
              <ul className="space-y-0.5">
                {tasks.map((task) => (
                  <CompletedRow key={task.id} task={task} onUndo={onUndo} onDelete={onDelete} />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    );
  },
  (a, b) => sameTaskList(a.tasks, b.tasks),
);
