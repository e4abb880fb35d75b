import { useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { REMINDER_SETTINGS_TEXTS, SECURITY_TEXTS, deviceName, type PushDevice } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { useProfile } from '../../session/session';
import { formatDay, formatMoment } from '../format-date';
import { LoadedStore } from '../loadable';
import { Button, ListRow } from '../../components/ui';
import { ui } from '../ui';
import { pushDevicesStore } from './push-devices-store';

function PushDeviceRow({ device, onRemove }: { device: PushDevice; onRemove: () => Promise<void> }) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await onRemove();
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      setError(status >= 400 && status < 500 ? (failure as Error).message : REMINDER_SETTINGS_TEXTS.removeFailed);
      setPending(false);
    }
  };
  const delivered = device.lastDeliveredAt === null ? null : formatMoment(device.lastDeliveredAt);
  return (
    <ListRow className={device.current ? 'border-indigo-200 dark:border-indigo-500/40' : ''}>
      <BellRing className="hidden size-5 shrink-0 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium text-slate-900 dark:text-white">
            {deviceName(device.browser, device.os) ?? REMINDER_SETTINGS_TEXTS.unknownDevice}
          </span>
          {device.current && <span className={ui.badge}>{SECURITY_TEXTS.thisDevice}</span>}
        </p>
        <p className={ui.meta}>
          {REMINDER_SETTINGS_TEXTS.deviceAdded(formatDay(device.createdAt))} ·{' '}
          {REMINDER_SETTINGS_TEXTS.lastDelivered(delivered)}
        </p>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
      </div>
      <Button
        variant="quietDanger"
        size="sm"
        onClick={() => void remove()}
        disabled={pending}
        aria-describedby={nameId}
      >
        {REMINDER_SETTINGS_TEXTS.removeDevice}
      </Button>
    </ListRow>
  );
}

/**
 * Every device that receives the user's reminders (browser and system, this one marked, when
 * added, when last reached), each with Remove. `onRemoved` hears of each removal, with whether
 * it was this device (the Notifications section then shows it off).
 */
export function PushDevicesList({ onRemoved }: { onRemoved?: (current: boolean) => void }) {
  const store = pushDevicesStore(useProfile().id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 pt-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {REMINDER_SETTINGS_TEXTS.devicesHeading}
      </h3>
      <LoadedStore store={store}>
        {(devices) =>
          devices.length === 0 ? (
            <p className={ui.meta}>{REMINDER_SETTINGS_TEXTS.noDevices}</p>
          ) : (
            <ul className="space-y-2">
              {devices.map((device) => (
                <PushDeviceRow
                  key={device.id}
                  device={device}
                  onRemove={async () => {
                    await store.remove(device.id, device.current);
                    onRemoved?.(device.current);
                  }}
                />
              ))}
            </ul>
          )
        }
      </LoadedStore>
    </section>
  );
}
