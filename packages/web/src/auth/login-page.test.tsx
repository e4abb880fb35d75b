import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_LINE_INTERVAL_MS, TEXTS } from '@dayflow/core';
import LoginPage from './login-page';
import { rememberProfile } from '../session/last-profile';
import { SessionProvider } from '../session/session';
import { SIGN_IN_MESSAGE_TYPE } from './sign-in-messages';
import { POPUP_CLOSED_GRACE_MS, POPUP_CLOSED_POLL_MS } from './watch-popup';

let signedIn = false;
function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderLogin() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/session'
        ? json(200, {
            profile: signedIn ? { id: 'u1', email: 'ada@example.test', displayName: 'Ada', photoURL: null } : null,
          })
        : json(404, { error: 'not faked' }),
    ),
  );
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/planner" element={<p>Planner screen</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const connectButton = () => screen.queryByRole('button', { name: TEXTS.connectButton });

beforeEach(() => {
  vi.useFakeTimers();
  signedIn = false;
  localStorage.clear(); // a sign-in in an earlier test would make this a returning visitor
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login splash', () => {
  it('advances one status line every 2.2 s, stops at the last, and only then offers to connect', () => {
    renderLogin();
    const [first, second, last] = TEXTS.splashLines;
    expect(screen.getByRole('status')).toHaveTextContent(first);
    expect(connectButton()).toBeNull();

    advance(SPLASH_LINE_INTERVAL_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent(first);
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(second);
    expect(connectButton()).toBeNull();

    advance(SPLASH_LINE_INTERVAL_MS);
    expect(screen.getByRole('status')).toHaveTextContent(last);
    expect(connectButton()).toBeVisible();

    advance(SPLASH_LINE_INTERVAL_MS * 5);
    expect(screen.getByRole('status')).toHaveTextContent(last);
  });
});

describe('login splash words', () => {
  it('promise nothing Dayflow does not do: no AI, only the lists it sets out', () => {
    expect(TEXTS.splashLines.join(' ')).not.toMatch(/\bAI\b|teach|learn/i);
    expect(TEXTS.splashLines[1]).toBe('Setting out Brain Dump, Today and Tomorrow…');
  });
});

describe('login splash for a returning visitor', () => {
  afterEach(() => localStorage.clear());

  it('offers to connect at once to someone who has signed in on this device, even after signing out', () => {
    rememberProfile({ id: 'u1', email: 'ada@example.test', displayName: 'Ada', photoURL: null });
    rememberProfile(null); // signed out since: the profile is gone, the visit is remembered
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.splashLines.at(-1)!);
    expect(connectButton()).toBeVisible();
  });

  it('plays the splash on a first visit', () => {
    renderLogin();
    expect(connectButton()).toBeNull();
  });
});

describe('Connect to Dayflow', () => {
  const popup = { closed: false, focus: vi.fn() } as unknown as Window & { closed: boolean };

  async function connect(openResult: Window | null) {
    const open = vi.fn(() => openResult);
    vi.stubGlobal('open', open);
    renderLogin();
    advance(SPLASH_LINE_INTERVAL_MS);
    advance(SPLASH_LINE_INTERVAL_MS);
    fireEvent.click(connectButton()!);
    return open;
  }

  const fromPopup = (data: unknown, origin = window.location.origin, source: unknown = popup) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    });

  beforeEach(() => {
    popup.closed = false;
  });

  it('opens our sign-in page in a popup, then goes to /planner when it reports success', async () => {
    const open = await connect(popup);
    expect(open).toHaveBeenCalledWith('/auth/popup', expect.any(String), expect.stringContaining('popup'));
    expect(screen.getByText(/finish signing in/i)).toBeVisible();

    signedIn = true;
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: true });
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('Planner screen')).toBeInTheDocument();
  });

  it('ignores messages from another origin, another window or of another type', async () => {
    await connect(popup);
    signedIn = true;
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: true }, 'https://evil.example');
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: true }, window.location.origin, window);
    fromPopup({ type: 'something-else', ok: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText('Planner screen')).toBeNull();
  });

  it("logs 'Login failed:' and shows a toast when the provider refused", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(popup);
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: false, error: 'access_denied', description: 'End-User aborted' });
    expect(log).toHaveBeenCalledWith(TEXTS.loginFailedLog, 'access_denied', 'End-User aborted');
    await act(async () => {});
    expect(screen.getByText(/declined at the provider/i)).toBeInTheDocument();
    log.mockRestore();
  });

  it('shows our own message, never the provider description, for a code it does not know', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(popup);
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: false, error: 'made_up', description: 'Call 555 0100 now' });
    await act(async () => {});
    expect(screen.getByText('Sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/555 0100/)).toBeNull();
    log.mockRestore();
  });

  it('names the provider the popup could not reach', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(popup);
    fromPopup({ type: SIGN_IN_MESSAGE_TYPE, ok: false, error: 'provider_unreachable', provider: 'Acme ID' });
    await act(async () => {});
    expect(screen.getByText(/Could not reach Acme ID/)).toBeInTheDocument();
    log.mockRestore();
  });

  it('stops waiting, with a gentle note, when the user closes the popup', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(popup);
    popup.closed = true;
    advance(POPUP_CLOSED_POLL_MS + POPUP_CLOSED_GRACE_MS);
    await act(async () => {});
    expect(screen.getByText(/closed before you finished/i)).toBeInTheDocument();
    expect(screen.queryByText(/finish signing in/i)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('falls back to the sign-in page in this window when the popup is blocked', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    await connect(null);
    expect(assign).toHaveBeenCalledWith('/auth/popup');
  });
});
