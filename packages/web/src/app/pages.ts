import { routeChunk } from './route-chunk';

// Routes load on demand so /login never downloads the planner.
export const loginPage = routeChunk(() => import('../auth/login-page'));
export const plannerPage = routeChunk(() => import('./planner-page'));
export const comingSoonPage = routeChunk(() => import('../pages/coming-soon-page'));
/** Composed in the planner's chunk, whose store and header it uses (see planner-page.tsx). */
export const recentlyDeletedPage = routeChunk(() =>
  import('./planner-page').then((planner) => ({ default: planner.RecentlyDeletedPage })),
);
/** Also composed in the planner's chunk, for the same reason. */
export const settingsPage = routeChunk(() =>
  import('./planner-page').then((planner) => ({ default: planner.SettingsPage })),
);
/** Also composed in the planner's chunk, for the same reason. */
export const securityPage = routeChunk(() =>
  import('./planner-page').then((planner) => ({ default: planner.SecurityPage })),
);
/** Also composed in the planner's chunk, for the same reason. */
export const routinesPage = routeChunk(() =>
  import('./planner-page').then((planner) => ({ default: planner.RoutinesPage })),
);
/** Also composed in the planner's chunk, for the same reason. */
export const upcomingPage = routeChunk(() =>
  import('./planner-page').then((planner) => ({ default: planner.UpcomingPage })),
);
/** Also composed in the planner's chunk, for the same reason. */
export const notesPage = routeChunk(() => import('./planner-page').then((planner) => ({ default: planner.NotesPage })));
/** The sign-in popup's pages (also the full-page fallback when popups are blocked). */
export const authPages = routeChunk(() => import('../auth/auth-routes'));
