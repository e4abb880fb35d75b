import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSKEY_TEXTS } from '@dayflow/core';
import { signWithPasskeyAt } from '../lib/passkey-ceremony';

/** "Sign in with a passkey": no email typed; the passkey the device offers names the account. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await signWithPasskeyAt('/api/auth/passkey/sign-in');
      await onSignedIn();
    } catch (error) {
      console.error('Passkey sign-in failed:', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

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
      {failed && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {PASSKEY_TEXTS.failed}
        </p>
      )}
    </div>
  );
}
