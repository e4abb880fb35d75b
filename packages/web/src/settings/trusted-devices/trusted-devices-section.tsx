import { MonitorCheck } from 'lucide-react';
import { SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS, TrustedDeviceListSchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { createServerData, perKey } from '../../lib/server-data';
import { useProfile } from '../../session/session';
import { formatDay } from '../format-date';
import { LoadedStore } from '../loadable';
import { DeviceRow, refusalOr } from '../device-row';
import { describeDevice } from '../sessions/describe-device';
import { SettingsSection } from '../settings-section';
import { ui } from '../ui';

/** The one owner of a user's list of browsers that skip the two-factor code. */
function createTrustedDevicesStore() {
  const list = createServerData({
    what: 'trusted browsers',
    read: () => readJson('/api/account/trusted-devices', TrustedDeviceListSchema).then(({ devices }) => devices),
  });
  return {
    ...list,
    async remove(id: string): Promise<void> {
      await apiFetch(`/api/account/trusted-devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
      list.update((devices) => devices.filter((device) => device.id !== id));
    },
  };
}

export const trustedDevicesStore = perKey((_uid: string) => createTrustedDevicesStore());

/** Browsers told to skip the two-factor code at sign-in, each removable; this one is marked. */
export function TrustedDevicesSection() {
  const store = trustedDevicesStore(useProfile().id);
  return (
    <SettingsSection title={SECURITY_TEXTS.trustedDevices} hint={SECURITY_TEXTS.trustedDevicesHint}>
      <LoadedStore store={store}>
        {(devices) =>
          devices.length === 0 ? (
            <p className={ui.meta}>{SECURITY_TEXTS.noTrustedDevices}</p>
          ) : (
            <ul className="space-y-2">
              {devices.map((device) => (
                <DeviceRow
                  key={device.id}
                  icon={MonitorCheck}
                  name={describeDevice(device.userAgent) ?? SECURITY_TEXTS.unknownDevice}
                  badge={device.current ? SECURITY_TEXTS.thisBrowser : null}
                  meta={`${SECURITY_TEXTS.trustedSince(formatDay(device.createdAt))} ${SECURITY_TEXTS.trustedUntil(formatDay(device.expiresAt))}`}
                  actionLabel={SECURITY_TEXTS.remove}
                  onAction={() => store.remove(device.id)}
                  failureText={refusalOr(SECURITY_FEEDBACK_TEXTS.removeFailed)}
                />
              ))}
            </ul>
          )
        }
      </LoadedStore>
    </SettingsSection>
  );
}
