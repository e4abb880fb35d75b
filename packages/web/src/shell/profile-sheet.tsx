import { useId, useRef } from 'react';
import { LogOut } from 'lucide-react';
import { TEXTS } from '@dayflow/core';
import { Dialog } from '../components/ui';
import type { ProfilePanelProps } from './profile-panel-props';
import { ProfileSheetLinks } from './profile-links';

/**
 * The profile menu under 640 px: a modal bottom sheet with 'Log Out' and 'Cancel'. Rendered into
 * <body>, above the tab bar and outside the header's blur (which would otherwise contain it).
 */
export function ProfileSheet(props: ProfilePanelProps) {
  const { ref, id, name, email, avatar, onLogOut, installItem, loggingOut, onClose } = props;
  const titleId = useId();
  const logOutButton = useRef<HTMLButtonElement>(null);
  // Escape and the press outside are the menu's useDismiss too; focus returns to the avatar there.

  return (
    <Dialog
      id={id}
      onClose={() => onClose(true)}
      initialFocus={logOutButton}
      aria-labelledby={titleId}
      className="profile-sheet-in mx-0 mt-auto mb-0 w-full max-w-none rounded-t-3xl border-t border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
      backdrop="backdrop:bg-slate-950/40 backdrop:backdrop-blur-[2px]"
    >
      <div ref={ref} className="px-5 pt-3 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
        <div aria-hidden="true" className="mx-auto h-1.5 w-10 rounded-full bg-slate-300 dark:bg-slate-600" />
        <div className="mt-4 flex items-center gap-3">
          {avatar}
          <div className="min-w-0">
            <p id={titleId} className="truncate text-lg font-semibold text-slate-900 dark:text-white">
              {name}
            </p>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">{email}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-2.5">
          {installItem}
          <ProfileSheetLinks />
          <button
            ref={logOutButton}
            type="button"
            onClick={onLogOut}
            disabled={loggingOut}
            className="flex items-center justify-center gap-2 rounded-2xl bg-rose-600 px-4 py-3 font-semibold text-white transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:opacity-70"
          >
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {TEXTS.logOut}
          </button>
          <button
            type="button"
            onClick={() => onClose(true)}
            className="rounded-2xl bg-slate-100 px-4 py-3 font-semibold text-slate-800 transition hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {TEXTS.cancel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
