import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { TEXTS } from '@dayflow/core';
import { SIGN_IN_PAGE_PATH } from './auth-api';
import { openSignInPopup } from './popup-window';
import { useSession } from '../session/session';
import { describeSignInError } from './sign-in-messages';
import { watchPopup, type PopupOutcome } from './watch-popup';

export type PopupSignInStatus = 'idle' | 'waiting';

/**
 * "Connect to Dayflow": opens our sign-in page in a popup and waits for its verdict. A blocked
 * popup falls back to the same page in this window, which then returns to /planner itself.
 */
export function usePopupSignIn(): { status: PopupSignInStatus; connect: () => void } {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PopupSignInStatus>('idle');
  const popup = useRef<Window | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  const onOutcome = useCallback(
    async (outcome: PopupOutcome) => {
      popup.current = null;
      stopWatching.current = null;
      setStatus('idle');
      if (outcome.ok) {
        await refresh();
        navigate('/planner', { replace: true });
        return;
      }
      if ('cancelled' in outcome) {
        toast(describeSignInError(outcome.error), { icon: 'ℹ️' });
        return;
      }
      console.error(TEXTS.loginFailedLog, outcome.error, outcome.description ?? '');
      toast.error(describeSignInError(outcome.error, outcome.provider));
    },
    [navigate, refresh],
  );

  const connect = useCallback(() => {
    if (popup.current && !popup.current.closed) {
      popup.current.focus();
      return;
    }
    const opened = openSignInPopup(SIGN_IN_PAGE_PATH);
    if (!opened) {
      window.location.assign(SIGN_IN_PAGE_PATH);
      return;
    }
    popup.current = opened;
    setStatus('waiting');
    stopWatching.current = watchPopup(opened, (outcome) => void onOutcome(outcome));
  }, [onOutcome]);

  return { status, connect };
}
