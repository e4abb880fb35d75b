import { useId, useState } from 'react';
import { Laptop } from 'lucide-react';
import { SECURITY_TEXTS } from '@dayflow/core';
import { signOut, useProfile } from '../../session/session';
import { formatDay, formatMoment } from '../format-date';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { Button, ListRow } from '../../components/ui';
import { ui } from '../ui';
import { useLeave } from '../use-leave';
import { describeDevice } from './describe-device';
import { sessionsStore, type DeviceSession } from './sessions-store';

function DeviceRow({
  session,
  current,
  onSignOut,
}: {
  session: DeviceSession;
  current: boolean;
  onSignOut: () => Promise<void>;
}) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutHere = async () => {
    setPending(true);
    setError(null);
    try {
      await onSignOut();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };
  return (
    <ListRow className={current ? 'border-indigo-200 dark:border-indigo-500/40' : ''}>
      <Laptop className="hidden size-5 shrink-0 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium text-slate-900 dark:text-white">
            {describeDevice(session.userAgent) ?? SECURITY_TEXTS.unknownDevice}
          </span>
          {current && <span className={ui.badge}>{SECURITY_TEXTS.thisDevice}</span>}
        </p>
        <p className={ui.meta}>
          {[
            session.ipAddress && SECURITY_TEXTS.place(session.ipAddress),
            SECURITY_TEXTS.signedInSince(formatDay(session.createdAt)),
            SECURITY_TEXTS.lastActive(formatMoment(session.updatedAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
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
        onClick={() => void signOutHere()}
        disabled={pending}
        aria-describedby={nameId}
      >
        {SECURITY_TEXTS.signOut}
      </Button>
    </ListRow>
  );
}

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
                  session={session}
                  current={current}
                  onSignOut={current ? () => signOut().then(leave) : () => store.revoke(session.token)}
                />
              );
            })}
          </ul>
        )}
      </LoadedStore>
    </SettingsSection>
  );
}
