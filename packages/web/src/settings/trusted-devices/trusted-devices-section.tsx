import { useId, useState } from 'react';
import { MonitorCheck } from 'lucide-react';
import { SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS, TrustedDeviceListSchema, type TrustedDevice } from '@dayflow/core';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { createServerData, perKey } from '../../lib/server-data';
import { useProfile } from '../../session/session';
import { Button, ListRow } from '../../components/ui';
import { formatDay } from '../format-date';
import { LoadedStore } from '../loadable';
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

function TrustedRow({ device, onRemove }: { device: TrustedDevice; onRemove: () => Promise<void> }) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await onRemove();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status < 500
          ? failure.message
          : SECURITY_FEEDBACK_TEXTS.removeFailed,
      );
      setPending(false);
    }
  };
  return (
    <ListRow className={device.current ? 'border-indigo-200 dark:border-indigo-500/40' : ''}>
      <MonitorCheck className="hidden size-5 shrink-0 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium text-slate-900 dark:text-white">
            {describeDevice(device.userAgent) ?? SECURITY_TEXTS.unknownDevice}
          </span>
          {device.current && <span className={ui.badge}>{SECURITY_TEXTS.thisBrowser}</span>}
        </p>
        <p className={ui.meta}>
          {`${SECURITY_TEXTS.trustedSince(formatDay(device.createdAt))} ${SECURITY_TEXTS.trustedUntil(formatDay(device.expiresAt))}`}
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
        {SECURITY_TEXTS.remove}
      </Button>
    </ListRow>
  );
}

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
                <TrustedRow key={device.id} device={device} onRemove={() => store.remove(device.id)} />
              ))}
            </ul>
          )
        }
      </LoadedStore>
    </SettingsSection>
  );
}
