import { useId, useState } from 'react';
import { SETTINGS_FEEDBACK_TEXTS, SETTINGS_TEXTS, type UpdateSettingsInput } from '@dayflow/core';
import { useServerData } from '../../lib/server-data';
import { useProfile } from '../../session/session';
import { settingsStore } from './settings-store';
import { Loaded } from '../loadable';
import { SettingsSection } from '../settings-section';
import { labelLook } from '../../components/ui';
import { ui } from '../ui';
import { RestDaysField } from './rest-days-field';
import { TimeZoneField } from './time-zone-field';

type Notice = { kind: 'saved' | 'failed'; text: string } | null;

/** What a saved change was, in words, for the note under the section. */
function savedText(change: UpdateSettingsInput): string {
  if (change.timeZone !== undefined) return SETTINGS_FEEDBACK_TEXTS.zoneSaved(change.timeZone);
  if (change.rollover !== undefined) return SETTINGS_FEEDBACK_TEXTS.rolloverSaved(change.rollover);
  const days = [1, 2, 3, 4, 5, 6, 0].filter((d) => change.restDays?.includes(d));
  return SETTINGS_FEEDBACK_TEXTS.restDaysSaved(days.map((d) => SETTINGS_TEXTS.weekdays[d]!));
}

/**
 * Rollover, rest days and the time zone: the settings that decide how each day starts. Each
 * change says it was saved, or that it was not and what to do (the store takes a refused change
 * back), until the next change.
 */
export function YourDaySection() {
  const store = settingsStore(useProfile().id);
  const state = useServerData(store);
  const rolloverId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const save = async (change: UpdateSettingsInput): Promise<boolean> => {
    setNotice(null);
    try {
      await store.save(change);
      setNotice({ kind: 'saved', text: savedText(change) });
      return true;
    } catch {
      setNotice({ kind: 'failed', text: SETTINGS_FEEDBACK_TEXTS.notSaved });
      return false;
    }
  };

  return (
    <SettingsSection title={SETTINGS_TEXTS.yourDay}>
      <Loaded state={state} onRetry={store.reload}>
        {(settings) => (
          <div className="space-y-6">
            <div className="flex items-start gap-3">
              <input
                id={rolloverId}
                type="checkbox"
                checked={settings.rollover}
                onChange={(event) => void save({ rollover: event.target.checked })}
                aria-describedby={`${rolloverId}-hint`}
                className={`${ui.check} mt-0.5`}
              />
              <div>
                <label htmlFor={rolloverId} className={labelLook}>
                  {SETTINGS_TEXTS.rollover}
                </label>
                <p id={`${rolloverId}-hint`} className={ui.meta}>
                  {SETTINGS_TEXTS.rolloverHint}
                </p>
              </div>
            </div>
            <RestDaysField restDays={settings.restDays} onChange={(restDays) => void save({ restDays })} />
            <TimeZoneField key={settings.timeZone} timeZone={settings.timeZone} save={save} />
            {/* Always there, so the words are heard when they change. */}
            <p role="status" className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              {notice?.kind === 'saved' ? notice.text : ''}
            </p>
            {notice?.kind === 'failed' && (
              <p role="alert" className={ui.error}>
                {notice.text}
              </p>
            )}
          </div>
        )}
      </Loaded>
    </SettingsSection>
  );
}
