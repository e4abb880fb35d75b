import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { TEXTS } from '@dayflow/core';
import { SIGN_IN_PAGE_PATH } from './auth-api';
import { reportToOpener } from './popup-window';
import { useSession } from '../session/session';
import { chosenProvider, describeSignInError, type SignInResult } from './sign-in-messages';
import { SignInShell } from './sign-in-shell';

/**
 * Where Google or the OpenID provider sends the browser back (via our server, which has set the
 * session cookie or added `?error=`). In the popup it reports to the opener and closes; in the
 * full-page fallback it continues to the planner, or back to the sign-in page on error.
 */
export function SignInDonePage() {
  const [params] = useSearchParams();
  const { session } = useSession();
  const navigate = useNavigate();
  const reported = useRef(false);

  useEffect(() => {
    if (session.status === 'loading' || reported.current) return;
    reported.current = true;
    const error = params.get('error');
    const result: SignInResult = error
      ? { ok: false, error, description: params.get('error_description') ?? undefined, provider: chosenProvider() }
      : session.status === 'signedIn'
        ? { ok: true }
        : { ok: false, error: 'not_signed_in' };
    if (reportToOpener(result)) return;
    if (result.ok) {
      navigate('/planner', { replace: true });
      return;
    }
    console.error(TEXTS.loginFailedLog, result.error, result.description ?? '');
    toast.error(describeSignInError(result.error, result.provider));
    navigate(SIGN_IN_PAGE_PATH, { replace: true });
  }, [navigate, params, session.status]);

  return (
    <SignInShell>
      <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
        Finishing sign-in…
      </p>
    </SignInShell>
  );
}
