import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { TEXTS } from '@dayflow/core';
import { signOut, useSession } from '../session/session';
import { clearLocalTaskData, usePauseSync } from '../sync';

/** 'Log Out': end the session on the server, then go to /login replacing history (spec §2, §4). */
export function useLogout(): { logOut: () => Promise<void>; pending: boolean } {
  const { clear } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const pauseSync = usePauseSync();
  const logOut = useCallback(async () => {
    setPending(true);
    // Quiet before the session ends: nothing of this page asks the server after it (no 401s).
    const resumeSync = pauseSync();
    try {
      await signOut();
    } catch (error) {
      resumeSync();
      console.error(TEXTS.logoutErrorLog, error);
      toast.error('Could not log out. Check your connection and try again.');
      setPending(false);
      return;
    }
    // A shared computer must not keep the last person's tasks or unsaved changes.
    clearLocalTaskData();
    // Session first: /login sends a still-signed-in visitor straight back to /planner.
    clear();
    navigate('/login', { replace: true });
  }, [clear, navigate, pauseSync]);
  return { logOut, pending };
}
