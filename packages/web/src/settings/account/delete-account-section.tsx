import { useId, useState, type FormEvent } from 'react';
import { UserX } from 'lucide-react';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { useProfile } from '../../session/session';
import { SettingsSection } from '../settings-section';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { useLeave } from '../use-leave';

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Deleting the account asks for its email, typed again (the server checks it too), so it is
 * never one stray click; then this device forgets everything and goes to /login.
 */
export function DeleteAccountSection() {
  const { email } = useProfile();
  const leave = useLeave();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiFetch<void>('/api/account', { method: 'DELETE', body: { confirmEmail: typed } });
      leave();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };

  return (
    <SettingsSection title={SETTINGS_TEXTS.deleteAccount} hint={SETTINGS_TEXTS.deleteAccountHint} tone="danger">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <div>
          <label htmlFor={id} className={labelLook}>
            {SETTINGS_TEXTS.confirmEmail(email)}
          </label>
          <input
            id={id}
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${stackedInputLook} sm:max-w-sm`}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <Button variant="danger" size="form" type="submit" disabled={pending || !sameEmail(typed, email)}>
          <UserX className="size-4" aria-hidden="true" />
          {SETTINGS_TEXTS.deleteForever}
        </Button>
      </form>
    </SettingsSection>
  );
}
