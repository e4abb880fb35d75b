import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@dayflow/core';
import { ApiRequestError, apiFetch } from '../lib/api';

/**
 * The last profile seen on this device: a reload while the server is unreachable still opens
 * the planner, with the tasks and unsaved changes the task store keeps per user.
 */
const LAST_PROFILE_KEY = 'dayflow:last-profile';

function rememberProfile(profile: Profile | null): void {
  try {
    if (profile) localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(profile));
    else localStorage.removeItem(LAST_PROFILE_KEY);
  } catch {
    // Storage disabled: only the offline reload is lost.
  }
}

// Checked by hand rather than with ProfileSchema: this file is in the first chunk every page
// downloads, and one zod call there pulls all of zod into it (~27 kB gzip; bench/RESULTS.md).
function asProfile(value: unknown): Profile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, displayName, photoURL } = value as Record<string, unknown>;
  const nullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  if (!nullableString(displayName) || !nullableString(photoURL)) return null;
  return { id, email, displayName, photoURL };
}

function lastProfile(): Profile | null {
  try {
    return asProfile(JSON.parse(localStorage.getItem(LAST_PROFILE_KEY) ?? 'null'));
  } catch {
    return null;
  }
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
      const profile = await apiFetch<Profile>('/api/me');
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
