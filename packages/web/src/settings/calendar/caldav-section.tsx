import { useId, useState } from 'react';
import { CALDAV_PATH, CALDAV_TEXTS, CALDAV_TOKEN_NAME, type CreatedAccessToken } from '@dayflow/core';
import { Button, inputLook } from '../../components/ui';
import { toast } from '../../lib/toast';
import { useProfile } from '../../session/session';
import { ConfirmationCancelled, useConfirmItIsYou } from '../confirm/confirm-it-is-you';
import { SettingsSection } from '../settings-section';
import { NewToken } from '../tokens/new-token';
import { tokensStore } from '../tokens/tokens-store';
import { ui } from '../ui';

/** A read-only field with its label and a copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(CALDAV_TEXTS.copied(label));
    } catch {
      // No clipboard permission: the field is selected, so the user can copy it themselves.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputLook} min-w-0 flex-1 basis-56`}
        />
        <Button variant="secondary" size="form" aria-label={CALDAV_TEXTS.copy(label)} onClick={() => void copy()}>
          {CALDAV_TEXTS.copy(label).split(' ')[0]}
        </Button>
      </div>
    </div>
  );
}

/**
 * Settings → "Your tasks in other apps": the CalDAV address, the user name (the account's email)
 * and a button that makes the password, a personal access token named "CalDAV" (read and write,
 * no expiry), through the same flow and store as Security's tokens, so it is listed there.
 */
export function CalDavSection() {
  const profile = useProfile();
  const store = tokensStore(profile.id);
  const { confirmed, dialog } = useConfirmItIsYou();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const make = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setCreated(
        await confirmed(() => store.create({ name: CALDAV_TOKEN_NAME, scope: 'read-write', expiresInDays: null })),
      );
    } catch (failure) {
      if (!(failure instanceof ConfirmationCancelled)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={CALDAV_TEXTS.heading} hint={CALDAV_TEXTS.hint}>
      <div className="space-y-4">
        <CopyField label={CALDAV_TEXTS.address} value={`${window.location.origin}${CALDAV_PATH}`} />
        <CopyField label={CALDAV_TEXTS.userName} value={profile.email ?? ''} />
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{CALDAV_TEXTS.password}</p>
          <p className={ui.meta}>{CALDAV_TEXTS.passwordHint}</p>
          {created ? (
            <NewToken token={created} onDone={() => setCreated(null)} />
          ) : (
            <Button variant="primary" size="form" disabled={busy} onClick={() => void make()}>
              {CALDAV_TEXTS.makePassword}
            </Button>
          )}
          {failed && (
            <p role="alert" className={ui.error}>
              {CALDAV_TEXTS.passwordFailed}
            </p>
          )}
          {dialog}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{CALDAV_TEXTS.howTo}</h3>
          <div className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {CALDAV_TEXTS.clients.map((client) => (
              <details key={client.name} className="group px-3 py-2">
                <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-100">
                  {client.name}
                </summary>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{client.steps}</p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </SettingsSection>
  );
}
