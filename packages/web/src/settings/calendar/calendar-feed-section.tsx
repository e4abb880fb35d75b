import { useState } from 'react';
import { CalendarFeedSchema, CalendarFeedStatusSchema, SECURITY_TEXTS } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { createServerData, perKey } from '../../lib/server-data';
import { toast } from '../../lib/toast';
import { useProfile } from '../../session/session';
import { ConfirmationCancelled, useConfirmItIsYou } from '../confirm/confirm-it-is-you';
import { formatDay } from '../format-date';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { Button, inputLook } from '../../components/ui';
import { ui } from '../ui';

/** Whether a link is on and since when: the link itself is shown only once, when made. */
export const feedStatusStore = perKey((_uid: string) =>
  createServerData({ what: 'calendar link', read: () => readJson('/api/calendar-feed', CalendarFeedStatusSchema) }),
);

/**
 * Settings → Calendar feed. The secret address is shown only right after it is made (the server
 * keeps only its hash), with a copy button; making a new one or turning it off revokes the old.
 * Making one is a new way in: the server may ask to confirm it is you first.
 */
export function CalendarFeedSection() {
  const status = feedStatusStore(useProfile().id);
  const { confirmed, dialog } = useConfirmItIsYou();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (change: () => Promise<string | null>) => async () => {
    setBusy(true);
    setFailed(false);
    try {
      setUrl(await change());
    } catch (failure) {
      if (!(failure instanceof ConfirmationCancelled)) setFailed(true);
    } finally {
      setBusy(false);
      void status.reload();
    }
  };
  const create = async () =>
    (await confirmed(() => readJson('/api/calendar-feed', CalendarFeedSchema, { method: 'POST' }))).url;
  const revoke = async () => {
    await apiFetch('/api/calendar-feed', { method: 'DELETE' });
    return null;
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success(SECURITY_TEXTS.feedCopied);
  };

  return (
    <SettingsSection title={SECURITY_TEXTS.feedHeading} hint={SECURITY_TEXTS.feedHint}>
      <div className="space-y-3">
        {!url && (
          <LoadedStore store={status}>
            {({ active, createdAt }) => (
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {active && createdAt !== null
                  ? SECURITY_TEXTS.feedActive(formatDay(createdAt))
                  : SECURITY_TEXTS.feedOff}
              </p>
            )}
          </LoadedStore>
        )}
        {url && (
          <div className={ui.row}>
            <input readOnly aria-label={SECURITY_TEXTS.feedHeading} value={url} className={`${inputLook} flex-1`} />
            <Button variant="secondary" size="form" onClick={() => void copy()}>
              {SECURITY_TEXTS.feedCopy}
            </Button>
          </div>
        )}
        {failed && (
          <p role="alert" className={ui.error}>
            {SECURITY_TEXTS.feedFailed}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="form" disabled={busy} onClick={run(create)}>
            {SECURITY_TEXTS.feedCreate}
          </Button>
          <Button variant="quietDanger" size="sm" disabled={busy} onClick={run(revoke)}>
            {SECURITY_TEXTS.feedRevoke}
          </Button>
        </div>
        {dialog}
      </div>
    </SettingsSection>
  );
}
