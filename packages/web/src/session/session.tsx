import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile, SessionAnswer } from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { forgetBrowserData } from '../lib/forget-browser-data';
import { toast } from '../lib/toast';
import { lastProfile, rememberProfile } from './last-profile';
import { reportTimeZone } from './report-time-zone';

/** The first session check, when started before React (app/boot.ts); the first refresh takes it. */
let earlyCheck: Promise<Profile | null> | null = null;

/** Who is signed in here, or null: GET /api/session answers 200 either way (no 401 to log). */
const whoIsSignedIn = () => apiFetch<SessionAnswer>('/api/session').then((answer) => answer.profile);

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

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; profile: Profile };

interface SessionContextValue {
  session: SessionState;
  /** Asks the server who is signed in (after a popup sign-in, for example). */
  refresh: () => Promise<void>;
  /** Marks the session gone locally (after sign-out or a 401). */
  clear: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const profile = await askServer();
      rememberProfile(profile);
      if (!profile) {
        // The server says nobody: whoever used this browser last is gone, and so is their data.
        forgetBrowserData();
        return setSession({ status: 'signedOut' });
      }
      setSession({ status: 'signedIn', profile });
      // At boot and after a sign-in: the server starts no day for a user until it knows the zone.
      reportTimeZone(profile.id);
    } catch {
      // No answer (offline, or the server failing) keeps what we had; with nothing yet, the last
      // profile seen here (the server will say nobody once reachable if that session is over),
      // else signed out.
      setSession((previous) => {
        if (previous.status !== 'loading') return previous;
        const profile = lastProfile();
        return profile ? { status: 'signedIn', profile } : { status: 'signedOut' };
      });
    }
  }, []);

  useEffect(() => {
    // The state changes after the request settles, not synchronously in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  const clear = useCallback(() => {
    rememberProfile(null);
    forgetBrowserData();
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
