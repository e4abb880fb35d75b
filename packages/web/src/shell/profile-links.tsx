import { Link } from 'react-router';
import { Repeat, Settings, Trash2 } from 'lucide-react';
import { RECENTLY_DELETED, ROUTINES_PATH, ROUTINES_TITLE, SETTINGS_TITLE } from '@dayflow/core';

/** Where deleted tasks wait 30 days to be restored. */
export const RECENTLY_DELETED_PATH = '/trash';
/** The Settings page: account, day rules, export and import, tokens, devices. */
export const SETTINGS_PATH = '/settings';

/** The pages the profile menu leads to, in its order. */
const PROFILE_LINKS = [
  { to: RECENTLY_DELETED_PATH, Icon: Trash2, label: RECENTLY_DELETED },
  // The tasks that come back on chosen days.
  { to: ROUTINES_PATH, Icon: Repeat, label: ROUTINES_TITLE },
  { to: SETTINGS_PATH, Icon: Settings, label: SETTINGS_TITLE },
];

/** The dropdown's items (menuitems; the dropdown's arrow keys move between items). */
export function ProfileMenuLinks() {
  return PROFILE_LINKS.map(({ to, Icon, label }) => (
    <Link
      key={to}
      to={to}
      role="menuitem"
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  ));
}

/** The bottom sheet's links, quieter than Log Out. */
export function ProfileSheetLinks() {
  return PROFILE_LINKS.map(({ to, Icon, label }) => (
    <Link
      key={to}
      to={to}
      className="flex items-center justify-center gap-2 rounded-2xl border border-slate-200 px-4 py-3 font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      {label}
    </Link>
  ));
}
