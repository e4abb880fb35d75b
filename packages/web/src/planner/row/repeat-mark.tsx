import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { REPEAT_MARK_LABEL, ROUTINES_PATH, ROUTINE_PARAM } from '@dayflow/core';

/** On a task that belongs to a routine: says it repeats, and opens that routine for editing. */
export function RepeatMark({ routineId }: { routineId: string }) {
  return (
    <Link
      to={`${ROUTINES_PATH}?${ROUTINE_PARAM}=${encodeURIComponent(routineId)}`}
      aria-label={REPEAT_MARK_LABEL}
      title={REPEAT_MARK_LABEL}
      className="-my-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
    >
      <Repeat className="size-4" aria-hidden="true" />
    </Link>
  );
}
