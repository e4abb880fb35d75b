import type { Profile } from '@dayflow/core';
import { lastProfile } from '../session/last-profile';
import { checkSessionEarly } from '../session/session';
import { earlyLive, type EarlyLiveConnection } from '../sync/browser/early-live';
import { loginPage, plannerPage } from './pages';

/** Paths that show the planner to a signed-in user, and the login page to others (the root redirects). */
const PLANNER_PATHS = new Set(['/', '/planner']);
const LOGIN_PATHS = new Set(['/', '/login']);

export interface BootDeps {
  path: string;
  cachedProfile: () => Profile | null;
  /** Starts GET /api/session; the session provider's first refresh takes the same request. */
  checkSession: () => Promise<Profile | null>;
  /** Starts downloading the planner route's chunk (and, through Vite, its imports). */
  loadPlanner: () => Promise<unknown>;
  /** Starts downloading the login page's chunk. */
  loadLogin: () => Promise<unknown>;
  live: Pick<EarlyLiveConnection, 'start' | 'confirm' | 'discard'>;
}

/**
 * Runs before React renders. A cold load used to be a chain — entry chunk, then the session check, then
 * the planner chunk, then the planner's live socket, then its snapshot. Here the session check
 * starts at once, and for a user this device has seen sign in (the cached profile) who opens the
 * planner, so do the planner chunk and the live socket: all in parallel. Nothing renders any
 * sooner: the guards still wait for the session (spec §2).
 *
 * Only the server's answer decides what the socket's data may feed: it goes to the task store
 * of the user the session check names if that is the cached user, and is dropped otherwise
 * (nobody signed in, another user, no answer) — so one user's tasks never reach another's store.
 */
export function boot(deps: BootDeps): void {
  const session = deps.checkSession();
  const profile = deps.cachedProfile();
  const cached = profile && PLANNER_PATHS.has(deps.path) ? profile : null;
  if (!cached) {
    // Most likely signed out: the login page is what comes next.
    if (!profile && LOGIN_PATHS.has(deps.path)) deps.loadLogin().catch(() => undefined);
    // Handled here: the provider reads the outcome (and its error) itself.
    session.catch(() => undefined);
    return;
  }
  deps.loadPlanner().catch(() => undefined); // the route reports a failure when it renders
  deps.live.start(cached.id);
  // Registered before the provider awaits the same promise, so this runs first: the socket is
  // confirmed (or gone) by the time a store could ask for it.
  session.then(
    (profile) => (profile ? deps.live.confirm(profile.id) : deps.live.discard()),
    () => deps.live.discard(),
  );
}

/** The browser's boot, from main.tsx. */
export function bootBrowser(): void {
  boot({
    path: window.location.pathname,
    cachedProfile: () => lastProfile(),
    checkSession: checkSessionEarly,
    loadPlanner: plannerPage.preload,
    loadLogin: loginPage.preload,
    live: earlyLive,
  });
}
