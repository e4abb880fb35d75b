import { useEffect, useState } from 'react';
import { REMINDER_SETTINGS_TEXTS } from '@dayflow/core';
import { SettingsSection } from '../settings-section';
import { Button } from '../../components/ui';
import { ui } from '../ui';
import { readPushState, turnPushOff, turnPushOn, type PushState } from './push-subscription';

/** Settings → Notifications: turn reminders on or off for this device (the permission flow). */
export function NotificationsSection() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
    setFailed(false);
    try {
      setState(await change());
    } catch (error) {
      console.warn('Notifications:', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={REMINDER_SETTINGS_TEXTS.settingsHeading} hint={REMINDER_SETTINGS_TEXTS.settingsHint}>
      <div className="space-y-3" aria-live="polite">
        {state === 'unsupported' && <p className={ui.meta}>{REMINDER_SETTINGS_TEXTS.unsupported}</p>}
        {state === 'blocked' && <p className={ui.error}>{REMINDER_SETTINGS_TEXTS.blocked}</p>}
        {state === 'on' && (
          <p className="text-sm text-emerald-700 dark:text-emerald-300">{REMINDER_SETTINGS_TEXTS.on}</p>
        )}
        {failed && (
          <p role="alert" className={ui.error}>
            {REMINDER_SETTINGS_TEXTS.turnOnFailed}
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
      </div>
    </SettingsSection>
  );
}
