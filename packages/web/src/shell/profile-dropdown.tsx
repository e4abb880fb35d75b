import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LogOut } from 'lucide-react';
import { TEXTS } from '@dayflow/core';
import type { ProfilePanelProps } from './profile-panel-props';
import { ProfileMenuLinks } from './profile-links';

/** The profile menu from 640 px up: a dropdown under the avatar, a menu of actions. */
export function ProfileDropdown(props: ProfilePanelProps) {
  const { ref, id, name, email, avatar, onLogOut, installItem, loggingOut, onClose } = props;
  const logOutItem = useRef<HTMLButtonElement>(null);
  useEffect(() => logOutItem.current?.focus(), []);

  // Tab leaves a menu (WAI-ARIA menu pattern); arrows move between its items, round the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') onClose(false);
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]!.focus();
  };

  return (
    <div
      ref={ref}
      id={id}
      onKeyDown={onKeyDown}
      className="profile-drop-in absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-4 dark:border-slate-800">
        {avatar}
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{email}</p>
        </div>
      </div>
      <div role="menu" aria-label="Profile" className="p-1.5">
        {installItem}
        <ProfileMenuLinks />
        <button
          ref={logOutItem}
          type="button"
          role="menuitem"
          onClick={onLogOut}
          disabled={loggingOut}
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition hover:bg-rose-50 hover:text-rose-700 focus-visible:bg-rose-50 focus-visible:text-rose-700 focus-visible:outline-none disabled:opacity-60 dark:text-slate-200 dark:hover:bg-rose-950/40 dark:hover:text-rose-300 dark:focus-visible:bg-rose-950/40 dark:focus-visible:text-rose-300"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {TEXTS.logOut}
        </button>
      </div>
    </div>
  );
}
