import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSKEY_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { passkeysUnavailable } from '../../lib/passkey-support';
import { useProfile } from '../../session/session';
import { formatDay } from '../format-date';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { addPasskey, passkeysStore, removePasskey } from './passkeys-store';

/** Settings › Passkeys: add one on this device, or remove one, with the current password. */
export function PasskeysSection() {
  const store = passkeysStore(useProfile().id);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unavailable = passkeysUnavailable();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setError(null);
    try {
      if (removing) await removePasskey(removing, password);
      else await addPasskey(password, deviceName());
      setRemoving(null);
      event.currentTarget?.reset();
      store.reload();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : PASSKEY_TEXTS.failed);
    }
  };

  return (
    <SettingsSection title={PASSKEY_TEXTS.settingsTitle} hint={PASSKEY_TEXTS.settingsHint}>
      <LoadedStore store={store}>
        {(passkeys) => (
          <ul className="space-y-2">
            {passkeys.length === 0 && <li className={ui.meta}>{PASSKEY_TEXTS.none}</li>}
            {passkeys.map((passkey) => (
              <li key={passkey.id} className={ui.row}>
                <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{passkey.name}</span>
                <span className={ui.meta}>{formatDay(passkey.createdAt)}</span>
                <Button variant="quietDanger" size="sm" onClick={() => setRemoving(passkey.id)}>
                  {PASSKEY_TEXTS.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </LoadedStore>
      {unavailable && !removing && <p className={`mt-3 ${ui.meta}`}>{unavailable}</p>}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        hidden={Boolean(unavailable) && !removing}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <label className={labelLook}>
          {PASSKEY_TEXTS.passwordLabel}
          <input name="password" type="password" autoComplete="current-password" className={stackedInputLook} />
        </label>
        <Button variant={removing ? 'danger' : 'secondary'} size="form" type="submit">
          {removing ? PASSKEY_TEXTS.remove : PASSKEY_TEXTS.add}
        </Button>
      </form>
      {error && (
        <p role="alert" className={`mt-3 ${ui.error}`}>
          {error}
        </p>
      )}
    </SettingsSection>
  );
}

/** A name the person recognises in the list later: the kind of device it was added on. */
function deviceName(): string {
  const agent = navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone or iPad';
  if (/Android/.test(agent)) return 'Android device';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows PC';
  if (/Linux/.test(agent)) return 'Linux computer';
  return 'Passkey';
}
