import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SessionAnswerCheck, type Profile } from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { readJson } from '../lib/read-json';
import { forgetBrowserData } from '../lib/forget-browser-data';
import { toast } from '../lib/toast';
import { holdWrites, releaseWrites } from '../lib/write-gate';
import { lastProfile, rememberProfile } from './last-profile';
import { reportTimeZone } from './report-time-zone';
import { sessionStart, setSessionStart } from './session-start';
import { forgetSignedInCookie, signedInUserId } from './signed-in-cookie';

/** The first session check, when started before React (app/boot.ts); the first refresh takes it. */
let earlyCheck: Promise<Profile | null> | null = null;

/** How often a warm open asks again while the server gives no answer (and at once when back online). */
export const SESSION_RETRY_MS = 5_000;

/** Who is signed in here, or null: GET /api/session answers 200 either way (no 401 to log). */
const whoIsSignedIn = () => readJson('/api/session', SessionAnswerCheck).then((answer) => answer.profile);

/**
 * Asks the server who is signed in now, before the app renders: the answer is then on its way
 * while the entry chunk runs React. The provider's first refresh uses this request.
 */
export function checkSessionEarly(): Promise<Profile | null> {
  earlyCheck = whoIsSignedIn();
  return earlyCheck;
}

/** Ends the session on the server; the caller then clears what this browser holds. */
export const signOut = () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

function askServer(): Promise<Profile | null> {
  const request = earlyCheck ?? whoIsSignedIn();
  earlyCheck = null;
  return request;
}

/**
 * `confirmed` is false only in a warm open (session-start.ts): the device's copy is shown while the
 * server is asked, and nothing is written (lib/write-gate.ts) or synced until it has answered.
 */
export type SessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; profile: Profile; confirmed: boolean };

interface SessionContextValue {
  session: SessionState;
  /** Asks the server who is signed in (after a popup sign-in, for example). */
  refresh: () => Promise<void>;
  /** Marks the session gone locally (after sign-out or a 401). */
  clear: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function startingState(): SessionState {
  const start = sessionStart();
  if (start.kind === 'loading') return { status: 'loading' };
  return { status: 'signedIn', profile: start.profile, confirmed: start.kind === 'confirmed' };
}

/** Nobody is signed in through this browser: whoever used it last is gone, and so is their data. */
function forgetEveryone(): void {
  rememberProfile(null);
  forgetBrowserData();
  forgetSignedInCookie();
  releaseWrites(null);
  setSessionStart({ kind: 'loading' });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(startingState);
  const asking = useRef(false);

  const refresh = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const profile = await askServer();
      if (!profile) {
        forgetEveryone();
        return setSession({ status: 'signedOut' });
      }
      rememberProfile(profile);
      releaseWrites(profile.id);
      setSession({ status: 'signedIn', profile, confirmed: true });
      // At boot and after a sign-in: the server starts no day for a user until it knows the zone.
      reportTimeZone(profile.id);
    } catch {
      // No answer (offline, or the server failing) keeps what we had; with nothing yet, the last
      // profile seen here if its session has not run out (the companion cookie), unconfirmed,
      // else signed out: the next person at a shared computer never sees the last one's data.
      setSession((previous) => {
        if (previous.status !== 'loading') return previous;
        const profile = lastProfile();
        if (!profile || signedInUserId() !== profile.id) return { status: 'signedOut' };
        holdWrites(profile.id); // idempotent, so safe in an updater React may call twice
        return { status: 'signedIn', profile, confirmed: false };
      });
    } finally {
      asking.current = false;
    }
  }, []);

  useEffect(() => {
    const start = sessionStart();
    if (start.kind === 'confirmed') {
      reportTimeZone(start.profile.id, undefined, start.timeZone);
      return;
    }
    // The state changes after the request settles, not synchronously in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  // Unconfirmed and no answer yet: ask again now and then, and as soon as the network is back.
  const unconfirmed = session.status === 'signedIn' && !session.confirmed;
  useEffect(() => {
    if (!unconfirmed) return;
    const again = () => void refresh();
    const timer = setInterval(again, SESSION_RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [unconfirmed, refresh]);

  const clear = useCallback(() => {
    forgetEveryone();
    // A toast about the last person's day ("Welcome! Your streak…") must not greet the next one.
    toast.remove();
    setSession({ status: 'signedOut' });
  }, []);
  const value = useMemo(() => ({ session, refresh, clear }), [session, refresh, clear]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in profile; only for components under the signed-in guard. */
export function useProfile(): Profile {
  const { session } = useSession();
  if (session.status !== 'signedIn') throw new Error('useProfile needs a signed-in session');
  return session.profile;
}

/** Whether the server has confirmed the signed-in user yet; syncing and writing wait for it. */
export function useSessionConfirmed(): boolean {
  const { session } = useSession();
  return session.status === 'signedIn' && session.confirmed;
}
