import type { FirstData, Profile } from '@dayflow/core';
import { readFirstData } from '../lib/first-data';
import { holdFirstData } from '../lib/first-data-holder';
import { holdWrites } from '../lib/write-gate';
import { lastProfile, rememberProfile } from '../session/last-profile';
import { checkSessionEarly } from '../session/session';
import { setSessionStart, type SessionStart } from '../session/session-start';
import { signedInUserId } from '../session/signed-in-cookie';
import { earlyLive, type EarlyLiveConnection } from '../sync/browser/early-live';
import { hasStoredTasks } from '../sync/browser/stored-tasks';
import { loginPage, plannerPage } from './pages';

/** Paths that show the planner to a signed-in user, and the login page to others (the root redirects). */
const PLANNER_PATHS = new Set(['/', '/planner']);
const LOGIN_PATHS = new Set(['/', '/login']);
/** The signed-in pages a warm open may show before the server has answered (not /login, not /auth/…). */
const WARM_PATHS = new Set([...PLANNER_PATHS, '/trash', '/settings', '/settings/security', '/routines', '/upcoming']);

export interface BootDeps {
  path: string;
  /** What a signed-in page came with (server web/personal-page.ts), or null. */
  firstData: () => FirstData | null;
  cachedProfile: () => Profile | null;
  /** The user the session cookie's companion names: null once that session has run out. */
  signedInUserId: () => string | null;
  /** Whether this device keeps a copy of the user's tasks. */
  hasStoredTasks: (userId: string) => boolean;
  /** Starts GET /api/session; the session provider's first refresh takes the same request. */
  checkSession: () => Promise<Profile | null>;
  /** Starts downloading the planner route's chunk (and, through Vite, its imports). */
  loadPlanner: () => Promise<unknown>;
  /** Starts downloading the login page's chunk. */
  loadLogin: () => Promise<unknown>;
  live: Pick<EarlyLiveConnection, 'start' | 'confirm' | 'discard'>;
  /** How the session provider starts (session/session-start.ts). */
  startSession: (start: SessionStart) => void;
  /** Keeps the first data for the stores that take it, and the profile for later loads. */
  keep: (data: FirstData) => void;
  holdWrites: (userId: string) => void;
}

/**
 * Runs before React renders (docs/decisions/0010-first-screen-speed.md, 0017-first-data-with-the-page.md).
 *
 * - A page that came with the user's data (a cold open with the session cookie): the session is
 *   the one the server just read, so nothing is asked; the planner renders from that data and the
 *   live socket resumes from its version.
 * - A warm open (this device holds the user's profile and tasks, and the companion cookie says
 *   their session is live): the planner renders from the device at once; the session check and
 *   the live socket start together and run after. Writes wait for the server's word.
 * - Otherwise nothing is shown until the server answers (spec §2); for a device that was signed
 *   in, the planner chunk and the live socket start in parallel with the check.
 *
 * Only the server's answer decides what the early socket's data may feed: the task store of the
 * user the session check names if that is the cached user; otherwise it is dropped — so one
 * user's tasks never reach another's store.
 */
export function boot(deps: BootDeps): void {
  const data = WARM_PATHS.has(deps.path) ? deps.firstData() : null;
  if (data) return bootWithData(deps, data);
  const session = deps.checkSession();
  const cachedProfile = deps.cachedProfile();
  // Without the companion cookie the session has run out: nothing of the last user is shown.
  const profile = cachedProfile && deps.signedInUserId() === cachedProfile.id ? cachedProfile : null;
  if (profile && WARM_PATHS.has(deps.path) && deps.hasStoredTasks(profile.id)) {
    deps.holdWrites(profile.id);
    deps.startSession({ kind: 'unconfirmed', profile });
  }
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

function bootWithData(deps: BootDeps, data: FirstData): void {
  const { profile } = data;
  deps.keep(data);
  deps.startSession({ kind: 'confirmed', profile, timeZone: data.settings.timeZone });
  deps.loadPlanner().catch(() => undefined);
  // The page holds everything up to this version: the socket sends only what changed after it.
  deps.live.start(profile.id, data.tasks.version);
  deps.live.confirm(profile.id);
}

/** The browser's boot, from main.tsx. */
export function bootBrowser(): void {
  boot({
    path: window.location.pathname,
    firstData: () => readFirstData(),
    cachedProfile: () => lastProfile(),
    signedInUserId: () => signedInUserId(),
    hasStoredTasks: (userId) => hasStoredTasks(userId, window.localStorage),
    checkSession: checkSessionEarly,
    loadPlanner: plannerPage.preload,
    loadLogin: loginPage.preload,
    live: earlyLive,
    startSession: setSessionStart,
    keep: (data) => {
      holdFirstData(data);
      rememberProfile(data.profile);
    },
    holdWrites,
  });
}
