import { Download } from 'lucide-react';

/** Shown only while the browser offers to install the app (lib/install-prompt.ts). */
export const INSTALL_APP_TEXT = 'Install Dayflow';

/** The dropdown's item (a menuitem; the dropdown's arrow keys move between items). */
export function InstallMenuItem({ onInstall }: { onInstall: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onInstall}
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {INSTALL_APP_TEXT}
    </button>
  );
}

/** The bottom sheet's button, quieter than Log Out. */
export function InstallSheetButton({ onInstall }: { onInstall: () => void }) {
  return (
    <button
      type="button"
      onClick={onInstall}
      className="flex items-center justify-center gap-2 rounded-2xl border border-slate-200 px-4 py-3 font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Download className="h-5 w-5" aria-hidden="true" />
      {INSTALL_APP_TEXT}
    </button>
  );
}
