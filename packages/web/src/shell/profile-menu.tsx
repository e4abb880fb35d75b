import { useCallback, useId, useRef, useState } from 'react';
import { displayNameOrFallback } from '@dayflow/core';
import { NARROW_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useProfile } from '../session/session';
import { Avatar } from './avatar';
import { useDismiss } from '../hooks/use-dismiss';
import { promptInstall, useCanInstall } from '../lib/install-prompt';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { useLogout } from './use-logout';
import './profile-menu.css';

/**
 * The panels are fetched once the avatar is pointed at, focused or pressed: nobody needs them
 * for the planner's first paint (~2 kB gzip with their links and icons).
 */
const panels = onDemand(() => import('./profile-panels'));
export const preloadProfilePanels = panels.load;
/** 'Install Dayflow' is fetched only once the browser offers to install: most loads, never. */
const installButtons = onDemand(() => import('./install-app-button'));

/**
 * The avatar button and its profile menu (spec §2): name, email and 'Log Out'. A dropdown from
 * 640 px up; a bottom sheet with 'Cancel' below. Escape or a press outside closes it.
 */
export function ProfileMenu() {
  const profile = useProfile();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { value: Panels } = useOnDemand(panels, wanted || open);
  const fetchPanels = () => setWanted(true);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { logOut, pending } = useLogout();
  const canInstall = useCanInstall();
  const { value: install } = useOnDemand(installButtons, canInstall);

  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpen(false);
      // The sheet is modal: a press on its backdrop still hands focus back to the avatar.
      if (restoreFocus || narrow) button.current?.focus();
    },
    [narrow],
  );
  useDismiss(open, panel, button, close);
  const onInstall = () => {
    close(false);
    promptInstall();
  };

  const details = {
    id: panelId,
    name: displayNameOrFallback(profile.displayName),
    email: profile.email,
    avatar: <Avatar photoURL={profile.photoURL} displayName={profile.displayName} className="h-11 w-11 text-base" />,
    onLogOut: () => void logOut(),
    installItem:
      canInstall && install ? (
        narrow ? (
          <install.InstallSheetButton onInstall={onInstall} />
        ) : (
          <install.InstallMenuItem onInstall={onInstall} />
        )
      ) : undefined,
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
        onPointerEnter={fetchPanels}
        onFocus={fetchPanels}
        className="rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-white transition hover:ring-indigo-200 focus-visible:outline-none focus-visible:ring-indigo-500 dark:ring-offset-slate-950 dark:hover:ring-indigo-800"
      >
        <Avatar photoURL={profile.photoURL} displayName={profile.displayName} />
      </button>
      {open &&
        Panels &&
        (narrow ? (
          <Panels.ProfileSheet ref={panel} {...details} />
        ) : (
          <Panels.ProfileDropdown ref={panel} {...details} />
        ))}
    </div>
  );
}
