import { useId, useState, type FormEvent } from 'react';
import { ChangePasswordSchema, SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS } from '@dayflow/core';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { useServerData } from '../../lib/server-data';
import { useProfile } from '../../session/session';
import { Button, Field } from '../../components/ui';
import { providersStore } from '../providers/providers-store';
import { SettingsSection } from '../settings-section';
import { ui } from '../ui';
import { reloadWaysIn } from './ways-in';

type FieldErrors = Partial<Record<'currentPassword' | 'newPassword', string>>;

/** The server's refusal, on the field it concerns, in the user's words where ours are clearer. */
function refusal(failure: unknown): { fields: FieldErrors; form: string | null } {
  if (!(failure instanceof ApiRequestError)) return { fields: {}, form: SECURITY_FEEDBACK_TEXTS.passwordNotChanged };
  if (failure.status === 400 && failure.field === 'newPassword')
    return { fields: { newPassword: failure.message }, form: null };
  // The library's "invalid password": the current one was wrong.
  if (failure.status === 400 || failure.status === 401)
    return { fields: { currentPassword: SECURITY_FEEDBACK_TEXTS.wrongPassword }, form: null };
  if (failure.status < 500) return { fields: {}, form: failure.message };
  return { fields: {}, form: SECURITY_FEEDBACK_TEXTS.passwordNotChanged };
}

/**
 * Change password: the current one proves the owner, the new one obeys sign-up's rules (checked
 * here with the same schema, and on the server with the list of common passwords). Signing the
 * other devices out is ticked by default: who changes a password often suspects someone else.
 * Shown only to accounts that have a password (a `credential` sign-in method).
 */
export function ChangePasswordSection() {
  const uid = useProfile().id;
  const methods = useServerData(providersStore(uid)).data;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!methods?.some((method) => method.id === 'credential' && method.linked)) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = ChangePasswordSchema.safeParse({
      currentPassword: data.get('currentPassword'),
      newPassword: data.get('newPassword'),
      revokeOtherSessions: data.get('revokeOtherSessions') === 'on',
    });
    setDone(null);
    setFormError(null);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiFetch('/api/auth/change-password', { method: 'POST', body: parsed.data });
      form.reset();
      setDone(SECURITY_FEEDBACK_TEXTS.passwordChanged(parsed.data.revokeOtherSessions === true));
      if (parsed.data.revokeOtherSessions) reloadWaysIn(uid);
    } catch (failure) {
      const { fields, form: message } = refusal(failure);
      setErrors(fields);
      setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={SECURITY_TEXTS.changePassword} hint={SECURITY_TEXTS.changePasswordHint}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 sm:max-w-sm">
        <Field
          label={SECURITY_TEXTS.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <Field
          label={SECURITY_TEXTS.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={SECURITY_TEXTS.newPasswordHint}
        />
        <div className="flex gap-2">
          <input
            id={`${id}-others`}
            type="checkbox"
            name="revokeOtherSessions"
            defaultChecked
            aria-describedby={`${id}-others-hint`}
            className={`${ui.check} mt-0.5`}
          />
          <div>
            <label htmlFor={`${id}-others`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {SECURITY_TEXTS.signOutOthers}
            </label>
            <p id={`${id}-others-hint`} className={ui.meta}>
              {SECURITY_TEXTS.signOutOthersHint}
            </p>
          </div>
        </div>
        {formError && (
          <p role="alert" className={ui.error}>
            {formError}
          </p>
        )}
        {/* Always there, so that screen readers announce the words when they arrive. */}
        <p role="status" className={done ? 'text-sm text-emerald-700 dark:text-emerald-300' : 'sr-only'}>
          {done}
        </p>
        <Button variant="primary" size="form" type="submit" disabled={busy}>
          {SECURITY_TEXTS.savePassword}
        </Button>
      </form>
    </SettingsSection>
  );
}
