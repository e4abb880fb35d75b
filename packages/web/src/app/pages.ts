import { routeChunk } from './route-chunk';

// Routes load on demand so /login never downloads the planner.
export const loginPage = routeChunk(() => import('../auth/login-page'));
export const plannerPage = routeChunk(() => import('../planner/planner-page'));
export const comingSoonPage = routeChunk(() => import('../pages/coming-soon-page'));
/** The sign-in popup's pages (also the full-page fallback when popups are blocked). */
export const authPages = routeChunk(() => import('../auth/auth-routes'));
