import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/session';

/**
 * Spec §2 as amended by ADR 17: nothing renders until the sign-in state is known — from the
 * server, or, in a warm open, from this device's copy of a user whose session the companion
 * cookie says is live (shown while the server confirms; nothing is written before it has).
 */
export function RootRedirect() {
  const { session } = useSession();
  if (session.status === 'loading') return null;
  return <Navigate to={session.status === 'signedIn' ? '/planner' : '/login'} replace />;
}

export function SignedInOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') return <Navigate to="/login" replace />;
  return children;
}

export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signedIn') return <Navigate to="/planner" replace />;
  return children;
}
