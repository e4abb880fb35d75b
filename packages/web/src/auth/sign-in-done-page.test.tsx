import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session';
import { SignInDonePage } from './sign-in-done-page';
import { rememberProviderChoice } from './sign-in-messages';

function renderDone(search: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Sign in to continue' }), { status: 401 })),
  );
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[`/auth/done${search}`]}>
        <Routes>
          <Route path="/auth/done" element={<SignInDonePage />} />
          <Route path="/auth/popup" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  toast.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the page a provider sign-in comes back to', () => {
  it('never shows text from the address, only our message for an unknown code', async () => {
    renderDone('?error=evil&error_description=Call%20+1%20555%200100%20to%20unlock%20your%20account');
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/555/)).toBeNull();
    // The page moves on to the sign-in form after the toast is up.
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows our own words for a known code, whatever description comes with it', async () => {
    renderDone('?error=access_denied&error_description=Visit%20evil.example');
    expect(await screen.findByText('Sign-in was declined at the provider.')).toBeInTheDocument();
    expect(screen.queryByText(/evil\.example/)).toBeNull();
  });

  it('names the provider that could not be reached, not Dayflow', async () => {
    rememberProviderChoice('Acme ID');
    renderDone('?error=provider_unreachable');
    expect(await screen.findByText(/Could not reach Acme ID/)).toBeInTheDocument();
    expect(screen.queryByText(/Could not reach Dayflow/)).toBeNull();
  });

  it('says "the sign-in provider" when it does not know which one was chosen', async () => {
    renderDone('?error=provider_unreachable');
    expect(await screen.findByText(/The sign-in provider could not be reached/)).toBeInTheDocument();
  });
});
