import { Navigate, Route, Routes } from 'react-router';
import { RootRedirect, SignedInOnly, SignedOutOnly } from './guards';
import {
  authPages,
  comingSoonPage,
  loginPage,
  notesPage,
  plannerPage,
  routinesPage,
  securityPage,
  settingsPage,
  recentlyDeletedPage,
  upcomingPage,
} from './pages';

/** Spec §2 routes. Declarative mode: the data-router APIs would add ~15 KB gzip we do not use. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route
        path="/login"
        element={
          <SignedOutOnly>
            <loginPage.Page />
          </SignedOutOnly>
        }
      />
      <Route
        path="/planner"
        element={
          <SignedInOnly>
            <plannerPage.Page />
          </SignedInOnly>
        }
      />
      <Route
        path="/trash"
        element={
          <SignedInOnly>
            <recentlyDeletedPage.Page />
          </SignedInOnly>
        }
      />
      <Route
        path="/settings"
        element={
          <SignedInOnly>
            <settingsPage.Page />
          </SignedInOnly>
        }
      />
      <Route
        path="/settings/security"
        element={
          <SignedInOnly>
            <securityPage.Page />
          </SignedInOnly>
        }
      />
      <Route
        path="/routines"
        element={
          <SignedInOnly>
            <routinesPage.Page />
          </SignedInOnly>
        }
      />
      <Route
        path="/upcoming"
        element={
          <SignedInOnly>
            <upcomingPage.Page />
          </SignedInOnly>
        }
      />
      <Route path="/coming-soon" element={<comingSoonPage.Page />} />
      {/* The sign-in popup's pages (also the full-page fallback when popups are blocked). */}
      <Route path="/auth/*" element={<authPages.Page />} />
      {/* The header's Notes button leads here. */}
      <Route
        path="/notes"
        element={
          <SignedInOnly>
            <notesPage.Page />
          </SignedInOnly>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
