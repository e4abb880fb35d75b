import { useEffect, useState } from 'react';
import { REMINDER_SETTINGS_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { useProfile } from '../../session/session';
import { SettingsSection } from '../settings-section';
import { Button } from '../../components/ui';
import { ui } from '../ui';
import { PushDevicesList } from './push-devices';
import { pushDevicesStore } from './push-devices-store';
import { PushTurnOnError, readPushState, turnPushOff, turnPushOn, type PushState } from './push-subscription';

/** What to say when turning on failed: the reason found, the server's own words, or try again. */
function failureText(error: unknown): string {
  if (error instanceof PushTurnOnError) return REMINDER_SETTINGS_TEXTS[error.reason];
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return REMINDER_SETTINGS_TEXTS.turnOnFailed;
}

/**
 * Settings → Notifications: turn reminders on or off for this device (the permission flow), and
 * the devices that receive them.
 */
export function NotificationsSection() {
  const devices = pushDevicesStore(useProfile().id);
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readPushState().then(
      (read) => live && setState(read),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = (change: () => Promise<PushState>) => async () => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await change());
    } catch (error) {
      console.warn('Notifications:', error);
      setFailure(failureText(error));
      // A window that cannot have push never will: no button to try again there.
      if (error instanceof PushTurnOnError && error.reason === 'privateWindow') setState('private');
    } finally {
      setBusy(false);
      void devices.reload();
    }
  };

  return (
    <SettingsSection title={REMINDER_SETTINGS_TEXTS.settingsHeading} hint={REMINDER_SETTINGS_TEXTS.settingsHint}>
      <div className="space-y-3" aria-live="polite">
        {state === 'unsupported' && <p className={ui.meta}>{REMINDER_SETTINGS_TEXTS.unsupported}</p>}
        {state === 'private' && !failure && <p className={ui.meta}>{REMINDER_SETTINGS_TEXTS.privateWindow}</p>}
        {state === 'blocked' && <p className={ui.error}>{REMINDER_SETTINGS_TEXTS.blocked}</p>}
        {state === 'on' && (
          <p className="text-sm text-emerald-700 dark:text-emerald-300">{REMINDER_SETTINGS_TEXTS.on}</p>
        )}
        {failure && (
          <p role="alert" className={ui.error}>
            {failure}
          </p>
        )}
        {state === 'off' && (
          <Button variant="primary" size="form" disabled={busy} onClick={run(turnPushOn)}>
            {REMINDER_SETTINGS_TEXTS.turnOn}
          </Button>
        )}
        {state === 'on' && (
          <Button variant="secondary" size="form" disabled={busy} onClick={run(turnPushOff)}>
            {REMINDER_SETTINGS_TEXTS.turnOff}
          </Button>
        )}
        <PushDevicesList onRemoved={(current) => current && setState('off')} />
      </div>
    </SettingsSection>
  );
}
