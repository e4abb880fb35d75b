import { useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import {
  CurrentSessionSchema,
  DeviceSessionsSchema,
  PASSKEY_TEXTS,
  SECURITY_FEEDBACK_TEXTS,
  SECURITY_TEXTS,
  SessionAnswerCheck,
} from '@dayflow/core';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { signWithPasskeyAt } from '../../lib/passkey-ceremony';
import { readJson } from '../../lib/read-json';
import { useServerData } from '../../lib/server-data';
import { useProfile } from '../../session/session';
import { Button, Dialog, dialogLook, Field } from '../../components/ui';
import { passkeysStore } from '../passkeys/passkeys-store';
import { providersStore } from '../providers/providers-store';
import { ui } from '../ui';

/**
 * A passkey sign-in is a fresh sign-in: it makes a new session (this browser's cookie now holds it),
 * so the old one, whose trust had run out, is ended rather than left in the list.
 */
async function confirmWithPasskey(uid: string): Promise<void> {
  const before = await readJson('/api/auth/get-session', CurrentSessionSchema);
  await signWithPasskeyAt('/api/auth/passkey/sign-in');
  const { profile } = await readJson('/api/session', SessionAnswerCheck);
  if (profile?.id !== uid) {
    // The device offered another account's passkey, and that account is now signed in here: show
    // it, from the start, rather than this page of the previous one.
    window.location.assign('/planner');
    return new Promise(() => {});
  }
  // Tidying only: the fresh session already counts, so a failure here does not undo the confirmation.
  try {
    const sessions = await readJson('/api/auth/list-sessions', DeviceSessionsSchema);
    const old = sessions.find((session) => session.id === before?.session.id);
    if (old) await apiFetch('/api/auth/revoke-session', { method: 'POST', body: { token: old.token } });
  } catch (failure) {
    console.error('The session before the passkey sign-in was not ended:', failure);
  }
}

const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** Asks for the password, or a passkey when the account has one; Escape or Cancel gives up. */
export function ConfirmItIsYouDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const uid = useProfile().id;
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const methods = useServerData(providersStore(uid)).data;
  const passkeys = useServerData(passkeysStore(uid)).data;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Until the sign-in methods are known, the password is offered: most accounts have one.
  const hasPassword = methods?.some((method) => method.id === 'credential' && method.linked) ?? true;
  const hasPasskey = (passkeys?.length ?? 0) > 0 && canUsePasskeys();
  const hint =
    !hasPassword && !hasPasskey
      ? SECURITY_TEXTS.confirmHintNoPassword
      : hasPasskey
        ? SECURITY_TEXTS.confirmHintPasskey
        : SECURITY_TEXTS.confirmHint;

  const attempt = async (confirm: () => Promise<void>, wrong: (failure: unknown) => string) => {
    setBusy(true);
    setError(null);
    try {
      await confirm();
      onConfirmed();
    } catch (failure) {
      setError(wrong(failure));
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (password === '') {
      setError(SECURITY_FEEDBACK_TEXTS.confirmWrongPassword);
      passwordRef.current?.focus();
      return;
    }
    void attempt(
      () => apiFetch('/api/account/confirm', { method: 'POST', body: { password } }),
      (failure) => {
        passwordRef.current?.focus();
        if (failure instanceof ApiRequestError && failure.status === 400)
          return SECURITY_FEEDBACK_TEXTS.confirmWrongPassword;
        if (failure instanceof ApiRequestError && failure.status === 429) return failure.message;
        return SECURITY_FEEDBACK_TEXTS.confirmFailed;
      },
    );
  };

  return (
    <Dialog
      onClose={onCancel}
      initialFocus={hasPassword ? passwordRef : passkeyRef}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className={`${dialogLook.sheet} sm:w-[26rem]`}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {SECURITY_TEXTS.confirmTitle}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {hint}
      </p>
      <form onSubmit={submitPassword} noValidate className="mt-4 space-y-3">
        {hasPassword && (
          <Field
            ref={passwordRef}
            label={SECURITY_TEXTS.confirmPassword}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        )}
        {error && (
          <p id={errorId} role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {hasPassword && (
            <Button variant="primary" type="submit" disabled={busy}>
              {SECURITY_TEXTS.confirm}
            </Button>
          )}
          {hasPasskey && (
            <Button
              ref={passkeyRef}
              variant="secondary"
              className="inline-flex items-center gap-2"
              disabled={busy}
              onClick={() =>
                void attempt(
                  () => confirmWithPasskey(uid),
                  () => PASSKEY_TEXTS.failed,
                )
              }
            >
              <KeyRound className="size-4" aria-hidden="true" />
              {SECURITY_TEXTS.confirmWithPasskey}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel}>
            {SECURITY_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
