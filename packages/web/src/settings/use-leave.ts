import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session';
import { clearLocalTaskData } from '../sync/settings';

/**
 * After this browser's session ended here (signed out, account deleted): forget what this device
 * holds and go to /login, replacing history, as Log Out does.
 */
export function useLeave(): () => void {
  const { clear } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    // A shared computer must not keep the last person's tasks or unsaved changes.
    clearLocalTaskData();
    // Session first: /login sends a still-signed-in visitor straight back to /planner.
    clear();
    navigate('/login', { replace: true });
  }, [clear, navigate]);
}
