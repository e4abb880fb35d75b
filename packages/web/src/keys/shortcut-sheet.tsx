import { useRef } from 'react';
import { Keyboard } from 'lucide-react';
import { SHORTCUT_GROUPS, SHORTCUT_TEXTS } from '@dayflow/core';
import { Dialog, DialogTitleBar, dialogLook } from '../components/ui';

/** The `?` sheet: every shortcut of the planner, in two groups. A modal dialog; Escape closes. */
export default function ShortcutSheet({ onClose, returnTo }: { onClose: () => void; returnTo: HTMLElement | null }) {
  const opener = useRef(returnTo);
  return (
    <Dialog
      onClose={onClose}
      returnFocus={opener}
      aria-labelledby="shortcuts-title"
      aria-describedby="shortcuts-hint"
      className={`${dialogLook.sheet} max-h-[85vh] overflow-y-auto sm:w-[34rem]`}
    >
      <DialogTitleBar
        titleId="shortcuts-title"
        closeLabel={SHORTCUT_TEXTS.close}
        onClose={onClose}
        className="items-start"
        closeClassName="-mt-1 -mr-1 text-slate-600 dark:text-slate-300"
      >
        <Keyboard className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {SHORTCUT_TEXTS.title}
      </DialogTitleBar>
      <p id="shortcuts-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {SHORTCUT_TEXTS.hint}
      </p>
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title} className="mt-4">
          <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{group.title}</h3>
          <dl className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {group.shortcuts.map((shortcut) => (
              <div key={shortcut.label} className="flex items-center justify-between gap-4 py-1.5 text-sm">
                <dt className="text-slate-700 dark:text-slate-200">{shortcut.label}</dt>
                <dd className="flex shrink-0 flex-wrap justify-end gap-1">
                  {shortcut.keys.map((key, index) => (
                    <kbd
                      key={`${key}-${index}`}
                      className="min-w-6 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
