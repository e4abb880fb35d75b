import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSKEY_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { passkeysUnavailable } from '../lib/passkey-support';
import { signWithPasskeyAt } from '../lib/passkey-ceremony';

/**
 * "Sign in with a passkey": no email typed; the passkey the device offers names the account.
 * Where the browser cannot offer one (an IP address, no WebAuthn), it says why instead.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unavailable = passkeysUnavailable();

  const signIn = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await signWithPasskeyAt('/api/auth/passkey/sign-in');
      await onSignedIn();
    } catch (error) {
      console.error('Passkey sign-in failed:', error);
      // The server's words when it says why (the passkey did not check who holds it).
      const why = error instanceof ApiRequestError && error.message === PASSKEY_TEXTS.notUserVerified;
      setFailure(why ? PASSKEY_TEXTS.notUserVerified : PASSKEY_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  if (unavailable) return <p className="text-center text-sm text-slate-600 dark:text-slate-300">{unavailable}</p>;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void signIn()}
        className="inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-70 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {PASSKEY_TEXTS.signIn}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {failure}
        </p>
      )}
    </div>
  );
}
