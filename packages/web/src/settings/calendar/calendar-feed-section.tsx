import { useState } from 'react';
import { CalendarFeedSchema, REMINDER_SETTINGS_TEXTS } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { toast } from '../../lib/toast';
import { SettingsSection } from '../settings-section';
import { Button, inputLook } from '../../components/ui';
import { ui } from '../ui';

/**
 * Settings → Calendar feed. The secret address is shown only right after it is made (the server
 * keeps only its hash), with a copy button; making a new one or turning it off revokes the old.
 */
export function CalendarFeedSection() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (change: () => Promise<string | null>) => async () => {
    setBusy(true);
    setFailed(false);
    try {
      setUrl(await change());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const create = async () => (await readJson('/api/calendar-feed', CalendarFeedSchema, { method: 'POST' })).url;
  const revoke = async () => {
    await apiFetch('/api/calendar-feed', { method: 'DELETE' });
    return null;
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success(REMINDER_SETTINGS_TEXTS.feedCopied);
  };

  return (
    <SettingsSection title={REMINDER_SETTINGS_TEXTS.feedHeading} hint={REMINDER_SETTINGS_TEXTS.feedHint}>
      <div className="space-y-3">
        {url && (
          <div className={ui.row}>
            <input
              readOnly
              aria-label={REMINDER_SETTINGS_TEXTS.feedHeading}
              value={url}
              className={`${inputLook} flex-1`}
            />
            <Button variant="secondary" size="form" onClick={() => void copy()}>
              {REMINDER_SETTINGS_TEXTS.feedCopy}
            </Button>
          </div>
        )}
        {failed && (
          <p role="alert" className={ui.error}>
            {REMINDER_SETTINGS_TEXTS.feedFailed}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="form" disabled={busy} onClick={run(create)}>
            {REMINDER_SETTINGS_TEXTS.feedCreate}
          </Button>
          <Button variant="quietDanger" size="sm" disabled={busy} onClick={run(revoke)}>
            {REMINDER_SETTINGS_TEXTS.feedRevoke}
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
