import type { ReactNode } from 'react';

interface Props {
  /** Still waiting for the first answer. */
  loading: boolean;
  /** The first answer failed: the retry line shows instead of the list. */
  failed: boolean;
  /** Loaded, and nothing in it. */
  empty: boolean;
  texts: { loadFailed: string; retry: string; empty: string };
  onRetry: () => void;
  /** Announce what the region comes to say once loaded (a list read once, not edited in place). */
  announce?: boolean;
  /** The list itself. */
  children: ReactNode;
}

/** A list a page reads from the server: a retry line when that failed, a note when it is empty. */
export function LoadedList({ loading, failed, empty, texts, onRetry, announce = false, children }: Props) {
  return (
    <div className="mt-5" aria-live={announce ? 'polite' : undefined} aria-busy={loading}>
      {failed ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
          {texts.loadFailed}
          <button
            type="button"
            onClick={onRetry}
            className="rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {texts.retry}
          </button>
        </p>
      ) : empty ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {texts.empty}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
