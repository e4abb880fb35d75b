import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { ROUTINES_PATH, ROUTINES_TITLE } from '@dayflow/core';

/** The Routines list (the tasks that come back on chosen days): the dropdown's item. */
export function RoutinesMenuItem() {
  return (
    <Link
      to={ROUTINES_PATH}
      role="menuitem"
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
    >
      <Repeat className="h-4 w-4" aria-hidden="true" />
      {ROUTINES_TITLE}
    </Link>
  );
}

/** The bottom sheet's link, quieter than Log Out. */
export function RoutinesSheetLink() {
  return (
    <Link
      to={ROUTINES_PATH}
      className="flex items-center justify-center gap-2 rounded-2xl border border-slate-200 px-4 py-3 font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Repeat className="h-5 w-5" aria-hidden="true" />
      {ROUTINES_TITLE}
    </Link>
  );
}
