import { useState, type FormEvent } from 'react';
import { PASSWORD_RESET_TEXTS, PasswordResetRequestSchema } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { requestPasswordReset } from './auth-api';
import { describeSignInError } from './sign-in-messages';
import { Field } from '../components/ui';
import { FormError, SubmitButton } from './form-parts';

/** "Forgot password?": one email field; the answer never says whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PasswordResetRequestSchema.safeParse({
      email: new FormData(event.currentTarget).get('email'),
    });
    setFormError(null);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status !== 429 && error.field === 'email')
        setFieldError(error.message);
      else setFormError(error instanceof ApiRequestError ? error.message : describeSignInError('network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {PASSWORD_RESET_TEXTS.requestTitle}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          {PASSWORD_RESET_TEXTS.requested}
        </p>
      ) : (
        <form className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <p className="text-sm text-slate-600 dark:text-slate-300">{PASSWORD_RESET_TEXTS.requestHint}</p>
          <Field label="Email" name="email" type="email" autoComplete="email" error={fieldError} />
          <FormError message={formError} />
          <SubmitButton busy={busy}>{PASSWORD_RESET_TEXTS.sendButton}</SubmitButton>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="mt-4 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
      >
        Back to sign in
      </button>
    </section>
  );
}
