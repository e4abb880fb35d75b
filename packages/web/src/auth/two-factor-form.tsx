import { useState, type FormEvent } from 'react';
import { BackupCodeSchema, PASSKEY_TEXTS, TotpCodeSchema, TWO_FACTOR_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { verifyBackupCode, verifyTotp } from './auth-api';
import { signWithPasskeyAt } from '../lib/passkey-ceremony';
import { describeSignInError } from './sign-in-messages';
import { Field } from '../components/ui';
import { FormError, SubmitButton } from './form-parts';

/**
 * The second step of a password sign-in with two-factor on: the code from the app, or one of the
 * backup codes. The server keeps the pending sign-in in a short-lived cookie of its own.
 */
export function TwoFactorForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [backup, setBackup] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    const parsed = (backup ? BackupCodeSchema : TotpCodeSchema).safeParse({ code });
    setFormError(null);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await (backup ? verifyBackupCode(parsed.data) : verifyTotp(parsed.data));
      await onSignedIn();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) setFormError(describeSignInError('network'));
      else if (error.status === 401 || error.field === 'code') setFieldError(TWO_FACTOR_TEXTS.wrongCode);
      else setFormError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {TWO_FACTOR_TEXTS.codeTitle}
      </h2>
      <form key={String(backup)} className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        {!backup && <p className="text-sm text-slate-600 dark:text-slate-300">{TWO_FACTOR_TEXTS.codeHint}</p>}
        <Field
          label={backup ? TWO_FACTOR_TEXTS.backupCodeLabel : TWO_FACTOR_TEXTS.codeLabel}
          name="code"
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          error={fieldError}
          autoFocus
        />
        <FormError message={formError} />
        <SubmitButton busy={busy}>{TWO_FACTOR_TEXTS.verifyButton}</SubmitButton>
      </form>
      <button
        type="button"
        onClick={() => {
          setFormError(null);
          signWithPasskeyAt('/api/auth/passkey/second-factor').then(onSignedIn, (error: unknown) => {
            console.error('Passkey second factor failed:', error);
            setFormError(PASSKEY_TEXTS.failed);
          });
        }}
        className="mt-4 mr-4 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
      >
        {PASSKEY_TEXTS.secondFactor}
      </button>
      {!backup && (
        <button
          type="button"
          onClick={() => {
            setBackup(true);
            setFieldError(undefined);
          }}
          className="mt-4 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          {TWO_FACTOR_TEXTS.useBackupCode}
        </button>
      )}
    </section>
  );
}
