import { useCallback, useId, useRef, useState } from 'react';
import { displayNameOrFallback } from '@dayflow/core';
import { useProfile } from '../auth/session';
import { Avatar } from './avatar';
import { ProfileDropdown } from './profile-dropdown';
import { ProfileSheet } from './profile-sheet';
import { useDismiss } from './use-dismiss';
import { useLogout } from './use-logout';
import { useNarrowScreen } from './use-narrow-screen';
import './profile-menu.css';

/**
 * The avatar button and its profile menu (spec §2): name, email and 'Log Out'. A dropdown from
 * 640 px up; a bottom sheet with 'Cancel' below. Escape or a press outside closes it.
 */
export function ProfileMenu() {
  const profile = useProfile();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { logOut, pending } = useLogout();

  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpen(false);
      // The sheet is modal: a press on its backdrop still hands focus back to the avatar.
      if (restoreFocus || narrow) button.current?.focus();
    },
    [narrow],
  );
  useDismiss(open, panel, button, close);

  const details = {
    id: panelId,
    name: displayNameOrFallback(profile.displayName),
    email: profile.email,
    avatar: <Avatar photoURL={profile.photoURL} displayName={profile.displayName} className="h-11 w-11 text-base" />,
    onLogOut: () => void logOut(),
    loggingOut: pending,
    onClose: close,
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Profile menu"
        title={details.name}
        aria-haspopup={narrow ? 'dialog' : 'menu'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-white transition hover:ring-indigo-200 focus-visible:outline-none focus-visible:ring-indigo-500 dark:ring-offset-slate-950 dark:hover:ring-indigo-800"
      >
        <Avatar photoURL={profile.photoURL} displayName={profile.displayName} />
      </button>
      {open && (narrow ? <ProfileSheet ref={panel} {...details} /> : <ProfileDropdown ref={panel} {...details} />)}
    </div>
  );
}
