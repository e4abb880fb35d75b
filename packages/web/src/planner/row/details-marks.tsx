import { NotebookPen } from 'lucide-react';
import { DETAILS_MARK_TEXTS, type Task } from '@dayflow/core';

/**
 * Under a row's text: a mark when the task has notes, and its checklist's progress ("1/2"),
 * each named for screen readers. Nothing when it has neither.
 */
export function DetailsMarks({ task: { notes, checklist } }: { task: Task }) {
  const done = checklist.filter((item) => item.done).length;
  const progress = DETAILS_MARK_TEXTS.progress(done, checklist.length);
  return (
    (notes.trim() || checklist.length > 0) && (
      <span className="flex items-center gap-2 text-xs font-semibold text-slate-500 tabular-nums dark:text-slate-400">
        {notes.trim() && <NotebookPen role="img" aria-label={DETAILS_MARK_TEXTS.hasNotes} className="size-3.5" />}
        {checklist.length > 0 && (
          <span role="img" aria-label={progress} title={progress}>
            {done}/{checklist.length}
          </span>
        )}
      </span>
    )
  );
}
