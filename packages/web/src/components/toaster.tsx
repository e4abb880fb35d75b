import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DEFAULT_MS, TOAST_SUCCESS_MS } from '@dayflow/core';
import { useOnDemand } from '../lib/on-demand';
import { isToasterWanted, onToasterWanted, toastLibrary } from '../lib/toast';
import { useTopModal } from './ui/modal-host';

/** The app's toaster, mounted with the toast library once the first toast is asked for. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted);
  const { value: library } = useOnDemand(toastLibrary, wanted);
  // A modal dialog covers the page in the top layer and makes it inert: toasts go inside it.
  const modal = useTopModal();
  if (!library) return null;
  const { Toaster } = library;
  // A landmark around the toasts: everything on a page belongs to one (axe's region rule).
  const toasts = (
    <section aria-label="Notifications">
      <Toaster
        position="bottom-center"
        // Below 768 px the planner's tab bar (~64 px) sits at the bottom: toasts stay above it.
        containerClassName="max-md:!bottom-20"
        toastOptions={{
          duration: TOAST_DEFAULT_MS,
          success: { duration: TOAST_SUCCESS_MS },
          className: 'dark:!bg-slate-800 dark:!text-slate-100',
        }}
      />
    </section>
  );
  return modal ? createPortal(toasts, modal) : toasts;
}
