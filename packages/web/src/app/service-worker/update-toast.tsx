import { useState } from 'react';
import { toast } from '../../lib/toast';

export const UPDATE_READY_TEXT = 'A new version is ready';
export const RELOAD_TEXT = 'Reload';
/** One toast however often the worker reports the same update. */
const UPDATE_TOAST_ID = 'app-update';

/** The message and its button; the button stays pressed until the new version reloads the page. */
export function UpdateToast({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <span className="flex items-center gap-3">
      <span>{UPDATE_READY_TEXT}</span>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
        className="shrink-0 rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 active:bg-indigo-700 disabled:opacity-70"
      >
        {RELOAD_TEXT}
      </button>
    </span>
  );
}

/** Stays until used: a version that never loads would keep old code running for good. */
export function showUpdateToast(reload: () => void): void {
  toast(<UpdateToast onReload={reload} />, { id: UPDATE_TOAST_ID, duration: Infinity });
}
