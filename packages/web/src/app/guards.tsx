import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/session';

/** Spec §2: nothing renders until the sign-in state is known. */
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
