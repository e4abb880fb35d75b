import { Laptop } from 'lucide-react';
import { SECURITY_TEXTS } from '@dayflow/core';
import { signOut, useProfile } from '../../session/session';
import { formatDay, formatMoment } from '../format-date';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { DeviceRow } from '../device-row';
import { useLeave } from '../use-leave';
import { describeDevice } from './describe-device';
import { sessionsStore } from './sessions-store';

/** Every browser and device signed in to this account, each with Sign out; this one is marked. */
export function SessionsSection() {
  const store = sessionsStore(useProfile().id);
  const leave = useLeave();
  return (
    <SettingsSection title={SECURITY_TEXTS.sessions} hint={SECURITY_TEXTS.sessionsHint}>
      <LoadedStore store={store}>
        {({ sessions, currentId }) => (
          <ul className="space-y-2">
            {sessions.map((session) => {
              const current = session.id === currentId;
              return (
                <DeviceRow
                  key={session.id}
                  icon={Laptop}
                  name={describeDevice(session.userAgent) ?? SECURITY_TEXTS.unknownDevice}
                  badge={current ? SECURITY_TEXTS.thisDevice : null}
                  meta={[
                    session.ipAddress && SECURITY_TEXTS.place(session.ipAddress),
                    SECURITY_TEXTS.signedInSince(formatDay(session.createdAt)),
                    SECURITY_TEXTS.lastActive(formatMoment(session.updatedAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  actionLabel={SECURITY_TEXTS.signOut}
                  onAction={current ? () => signOut().then(leave) : () => store.revoke(session.token)}
                  failureText={(failure) => (failure instanceof Error ? failure.message : String(failure))}
                />
              );
            })}
          </ul>
        )}
      </LoadedStore>
    </SettingsSection>
  );
}
