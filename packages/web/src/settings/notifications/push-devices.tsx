import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { REMINDER_SETTINGS_TEXTS, SECURITY_TEXTS, deviceName } from '@dayflow/core';
import { useProfile } from '../../session/session';
import { formatDay, formatMoment } from '../format-date';
import { LoadedStore } from '../loadable';
import { DeviceRow, refusalOr } from '../device-row';
import { ui } from '../ui';
import { pushDevicesStore } from './push-devices-store';

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
                <DeviceRow
                  key={device.id}
                  icon={BellRing}
                  name={deviceName(device.browser, device.os) ?? REMINDER_SETTINGS_TEXTS.unknownDevice}
                  badge={device.current ? SECURITY_TEXTS.thisDevice : null}
                  meta={`${REMINDER_SETTINGS_TEXTS.deviceAdded(formatDay(device.createdAt))} · ${REMINDER_SETTINGS_TEXTS.lastDelivered(
                    device.lastDeliveredAt === null ? null : formatMoment(device.lastDeliveredAt),
                  )}`}
                  actionLabel={REMINDER_SETTINGS_TEXTS.removeDevice}
                  onAction={async () => {
                    await store.remove(device.id, device.current);
                    onRemoved?.(device.current);
                  }}
                  failureText={refusalOr(REMINDER_SETTINGS_TEXTS.removeFailed)}
                />
              ))}
            </ul>
          )
        }
      </LoadedStore>
    </section>
  );
}
