import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  EMAIL_VERIFICATION_TEXTS,
  LocalSignInSchema,
  LocalSignUpSchema,
  MIN_PASSWORD_LENGTH,
  type LocalSignUp,
  PASSWORD_RESET_TEXTS,
  TEXTS,
} from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { signInWithEmail, signUpWithEmail } from './auth-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { describeSignInError } from './sign-in-messages';
import { Field } from '../components/ui';
import { TwoFactorForm } from './two-factor-form';
import { FormError, SubmitButton } from './form-parts';

const MODES = ['signIn', 'signUp'] as const;
type Mode = (typeof MODES)[number];
type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

/** Email and password: sign in to an existing local account, or create one. */
export function LocalAccountForm({
  onSignedIn,
  passwordReset = false,
}: {
  onSignedIn: () => Promise<void>;
  /** Offer "Forgot password?" (the server mails reset links). */
  passwordReset?: boolean;
}) {
  const [mode, setMode] = useState<Mode>('signIn');
  const [forgot, setForgot] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ids = useId();
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'signIn' ? 'signUp' : 'signIn';
    switchTo(next);
    document.getElementById(`${ids}-${next}-tab`)?.focus();
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setFieldErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = mode === 'signUp' ? LocalSignUpSchema.safeParse(data) : LocalSignInSchema.safeParse(data);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setFieldErrors(errors);
      setFormError(null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setBusy(true);
    try {
      if (mode === 'signUp') {
        const created = await signUpWithEmail(parsed.data as LocalSignUp);
        if (created && created.token === null) {
          setNotice(EMAIL_VERIFICATION_TEXTS.checkEmail);
          return;
        }
      } else if ((await signInWithEmail(parsed.data))?.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await onSignedIn();
    } catch (error) {
      console.error(TEXTS.loginFailedLog, error);
      setFormError(messageFor(error, mode));
    } finally {
      setBusy(false);
    }
  };

  const signingUp = mode === 'signUp';
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  if (secondStep) return <TwoFactorForm onSignedIn={onSignedIn} />;
  return (
    <div>
      <div
        role="tablist"
        aria-label="Local account"
        onKeyDown={onTabKey}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {MODES.map((m) => (
          <button
            key={m}
            id={`${ids}-${m}-tab`}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls={`${ids}-panel`}
            tabIndex={mode === m ? 0 : -1}
            onClick={() => switchTo(m)}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm dark:text-slate-300 dark:hover:text-white dark:aria-selected:bg-slate-950 dark:aria-selected:text-white"
          >
            {m === 'signIn' ? 'Sign in' : 'Create account'}
          </button>
        ))}
      </div>
      {/* The panel is its own element: a <form> may not take the tabpanel role (ARIA in HTML). */}
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${mode}-tab`}>
        <form className="mt-4 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
          {signingUp && <Field label="Name" name="name" autoComplete="name" error={fieldErrors.name} />}
          <Field label="Email" name="email" type="email" autoComplete="email" error={fieldErrors.email} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            error={fieldErrors.password}
            hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters` : undefined}
          />
          {passwordReset && !signingUp && (
            <button
              type="button"
              onClick={() => setForgot(true)}
              className="self-end text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            >
              {PASSWORD_RESET_TEXTS.forgotLink}
            </button>
          )}
          {notice && (
            <p
              role="status"
              className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-200"
            >
              {notice}
            </p>
          )}
          <FormError message={formError} />
          <SubmitButton busy={busy} className="mt-1">
            {signingUp ? 'Create account' : 'Sign in'}
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}

function messageFor(error: unknown, mode: Mode): string {
  if (!(error instanceof ApiRequestError)) return describeSignInError('network');
  if (error.status === 401) return 'Wrong email or password.';
  if (error.status === 403) return EMAIL_VERIFICATION_TEXTS.notVerified;
  if (error.status === 422 && mode === 'signUp') return 'An account with this email already exists. Sign in instead.';
  return error.message || describeSignInError('unknown');
}
