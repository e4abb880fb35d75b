import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@dayflow/core';
import { ApiRequestError, apiFetch } from '../lib/api';

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
      const profile = await apiFetch<Profile>('/api/me');
      setSession({ status: 'signedIn', profile });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) setSession({ status: 'signedOut' });
      // A network failure keeps what we had; with nothing yet, treat as signed out so /login shows.
      else setSession((previous) => (previous.status === 'loading' ? { status: 'signedOut' } : previous));
    }
  }, []);

  useEffect(() => {
    // The state changes after the request settles, not synchronously in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  const clear = useCallback(() => setSession({ status: 'signedOut' }), []);
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
