// Test support: the real SessionProvider and router around a component, with the server faked.
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { preloadProfilePanels } from '../shell/profile-menu';
import { vi } from 'vitest';
import type { Profile } from '@dayflow/core';
import { SessionProvider, useSession } from '../session/session';
import { fakeMatchMedia } from './match-media';

export const ADA: Profile = {
  id: 'user-1',
  email: 'ada@example.test',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

export interface FakeServer {
  /** Answers for POST /api/auth/sign-out; a thrown error is a network failure. */
  signOut: () => Response;
  requests: string[];
}

/** As the app's guard does: signed-in components render once the session is known. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return session.status === 'signedIn' ? children : null;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export async function renderSignedIn(ui: ReactElement, profile: Profile = ADA) {
  // The app fetches the profile menu's panels when the avatar is first pointed at; these tests
  // open it at once, so they start with them (e2e covers the fetch).
  await preloadProfilePanels();
  const server: FakeServer = { signOut: () => json(200, { success: true }), requests: [] };
  let signedIn = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      server.requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/session') return json(200, { profile: signedIn ? profile : null });
      if (url === '/api/auth/sign-out') {
        const response = server.signOut();
        if (response.ok) signedIn = false;
        return response;
      }
      return json(404, { error: 'not faked' });
    }),
  );
  const view = render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/planner']}>
        <Routes>
          <Route path="/planner" element={<WhenSignedIn>{ui}</WhenSignedIn>} />
          <Route path="/login" element={<p>Login screen</p>} />
          <Route path="/notes" element={<p>Notes placeholder</p>} />
          <Route path="/trash" element={<p>Recently deleted page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
  await screen.findByRole('button', { name: 'Profile menu' });
  return { ...view, server };
}

/** Makes `(max-width: 639.98px)` match or not, as a phone or a desktop would. */
export function setNarrowScreen(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    // Widths only: any other query (the system's dark mode, reduced motion) does not match.
    fakeMatchMedia((query) => (query.includes('max-width') ? narrow : query.includes('min-width') ? !narrow : false)),
  );
}
