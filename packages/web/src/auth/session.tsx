import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@dayflow/core';
import { ApiRequestError, apiFetch } from '../lib/api';
import { lastProfile, rememberProfile } from './last-profile';

/** The first /api/me, when started before React (app/boot.ts); the first refresh takes it. */
let earlyCheck: Promise<Profile> | null = null;

/**
 * Asks the server who is signed in now, before the app renders: the answer is then on its way
 * while the entry chunk runs React. The provider's first refresh uses this request.
 */
export function checkSessionEarly(): Promise<Profile> {
  earlyCheck = apiFetch<Profile>('/api/me');
  return earlyCheck;
}

function askServer(): Promise<Profile> {
  const request = earlyCheck ?? apiFetch<Profile>('/api/me');
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
      setSession({ status: 'signedIn', profile });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        rememberProfile(null);
        setSession({ status: 'signedOut' });
      }
      // A network failure keeps what we had; with nothing yet, the last profile seen here (the
      // server will say 401 once reachable if that session is over), else signed out.
      else
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
