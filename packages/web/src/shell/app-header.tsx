import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { CalendarDays, NotebookPen } from 'lucide-react';
import { PRODUCT_NAME, TEXTS, UPCOMING_PATH, UPCOMING_TITLE } from '@dayflow/core';
import { ICON_BUTTON } from '../components/icon-button';
import { Logo } from '../components/logo';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * The planner's header (spec §2): brand, Upcoming, theme toggle, Notes, and the avatar's profile menu.
 * `actions` come first on the right (the planner's search button).
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/80 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/75">
      <div className="mx-auto flex h-14 w-full max-w-[90rem] items-center justify-between gap-3 px-3 sm:h-16 sm:px-4 md:px-5">
        <Link
          to="/planner"
          className="flex items-center gap-2 rounded-xl pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          <Logo className="h-8 w-8" />
          <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">{PRODUCT_NAME}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          {actions}
          {/* Marked as the current page there (aria-current), and shown pressed. */}
          <NavLink
            to={UPCOMING_PATH}
            title={UPCOMING_TITLE}
            aria-label={UPCOMING_TITLE}
            className={`${ICON_BUTTON} aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700 dark:aria-[current=page]:bg-indigo-500/15 dark:aria-[current=page]:text-indigo-200`}
          >
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
          </NavLink>
          <ThemeToggle />
          <Link to="/notes" title={TEXTS.notesTitle} aria-label={TEXTS.notesTitle} className={ICON_BUTTON}>
            <NotebookPen className="h-5 w-5" aria-hidden="true" />
          </Link>
          <span className="ml-1">
            <ProfileMenu />
          </span>
        </div>
      </div>
    </header>
  );
}
