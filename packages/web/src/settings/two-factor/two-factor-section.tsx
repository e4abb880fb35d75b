import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { useProfile } from '../../session/session';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { TotpSetupStep } from './totp-setup';
import { startTotpSetup, turnTwoFactorOff, twoFactorStore, type TotpSetup } from './two-factor-store';

/** Settings › Two-factor authentication: on with the current password, a QR code and a first code. */
export function TwoFactorSection() {
  const store = twoFactorStore(useProfile().id);
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setError(null);
    try {
      if (asking === 'on') setSetup(await startTotpSetup(password));
      else {
        await turnTwoFactorOff(password);
        store.reload();
      }
      setAsking(null);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  };

  return (
    <SettingsSection title={TWO_FACTOR_TEXTS.settingsTitle}>
      <LoadedStore store={store}>
        {({ enabled }) => (
          <div className="space-y-3">
            <p className="text-sm text-slate-700 dark:text-slate-200">
              {enabled ? TWO_FACTOR_TEXTS.on : TWO_FACTOR_TEXTS.off}
            </p>
            {setup ? (
              <TotpSetupStep
                setup={setup}
                onDone={() => {
                  setSetup(null);
                  store.reload();
                }}
              />
            ) : asking ? (
              <form onSubmit={(e) => void submitPassword(e)} noValidate className="flex flex-wrap items-end gap-2">
                <label className={labelLook}>
                  {TWO_FACTOR_TEXTS.passwordLabel}
                  <input name="password" type="password" autoComplete="current-password" className={stackedInputLook} />
                </label>
                <Button variant="primary" size="form" type="submit">
                  {asking === 'on' ? TWO_FACTOR_TEXTS.turnOn : TWO_FACTOR_TEXTS.turnOff}
                </Button>
              </form>
            ) : (
              <Button variant="secondary" size="form" onClick={() => setAsking(enabled ? 'off' : 'on')}>
                {enabled ? TWO_FACTOR_TEXTS.turnOff : TWO_FACTOR_TEXTS.turnOn}
              </Button>
            )}
            {error && (
              <p role="alert" className={ui.error}>
                {error}
              </p>
            )}
          </div>
        )}
      </LoadedStore>
    </SettingsSection>
  );
}
