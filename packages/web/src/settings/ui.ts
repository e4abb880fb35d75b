import { listRowLook } from '../components/ui';

/** The Settings page's look, shared by its sections; its controls come from components/ui. */
export const ui = {
  card: 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
  heading: 'text-lg font-semibold text-slate-900 dark:text-white',
  hint: 'mt-1 text-sm text-slate-600 dark:text-slate-400',
  check:
    'size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-600',
  error: 'text-sm text-rose-700 dark:text-rose-300',
  row: listRowLook,
  meta: 'text-xs text-slate-500 dark:text-slate-400',
  badge:
    'inline-flex items-center rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
} as const;
