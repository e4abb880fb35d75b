import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, PASSWORD_RESET_TEXTS, PasswordResetSchema } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { resetPassword } from './auth-api';
import { describeSignInError } from './sign-in-messages';
import { SignInShell } from './sign-in-shell';
import { Field } from '../components/ui';
import { FormError, SubmitButton } from './form-parts';

const linkClass = 'text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/**
 * Where a mailed reset link lands (through the server, which checks the token first): choose a new
 * password with sign-up's rules. The server ends every session of the account on success.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PasswordResetSchema.safeParse({
      token,
      newPassword: new FormData(event.currentTarget).get('newPassword'),
    });
    setFormError(null);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await resetPassword(parsed.data);
      setState('done');
    } catch (error) {
      if (!(error instanceof ApiRequestError)) setFormError(describeSignInError('network'));
      else if (error.field === 'newPassword') setFieldError(error.message);
      else if (error.status === 400) setState('invalid');
      else setFormError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInShell
      footer={
        <Link to="/login" className={linkClass}>
          Sign in
        </Link>
      }
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{PASSWORD_RESET_TEXTS.newPasswordTitle}</h2>
      {state === 'invalid' && (
        <p role="alert" className="mt-3 text-sm text-rose-700 dark:text-rose-300">
          {PASSWORD_RESET_TEXTS.invalidLink}
        </p>
      )}
      {state === 'done' && (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          {PASSWORD_RESET_TEXTS.done}
        </p>
      )}
      {state === 'form' && (
        <form className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            error={fieldError}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          />
          <FormError message={formError} />
          <SubmitButton busy={busy}>{PASSWORD_RESET_TEXTS.saveButton}</SubmitButton>
        </form>
      )}
    </SignInShell>
  );
}
