import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { reportToOpener } from './popup-window';
import { useSession } from '../session/session';

/**
 * A successful sign-in inside the popup tells the opener and closes; in the full-page fallback
 * (no opener) this window itself goes on to the planner.
 */
export function useFinishSignIn(): () => Promise<void> {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (reportToOpener({ ok: true })) return;
    await refresh();
    navigate('/planner', { replace: true });
  }, [navigate, refresh]);
}
