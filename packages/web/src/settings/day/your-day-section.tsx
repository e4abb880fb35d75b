import { useId, useState } from 'react';
import { SETTINGS_TEXTS, type UpdateSettingsInput } from '@dayflow/core';
import { useResource } from '../../lib/resource-store';
import { useProfile } from '../../session/session';
import { settingsStore } from '../../sync/settings';
import { Loaded } from '../loadable';
import { SettingsSection } from '../settings-section';
import { ui } from '../ui';
import { RestDaysField } from './rest-days-field';
import { TimeZoneField } from './time-zone-field';

/** Rollover, rest days and the time zone: the settings that decide how each day starts. */
export function YourDaySection() {
  const store = settingsStore(useProfile().id);
  const state = useResource(store.resource);
  const rolloverId = useId();
  // A refused change is taken back by the store; the reason stays here until the next change.
  const [error, setError] = useState<string | null>(null);
  const save = (change: UpdateSettingsInput) => {
    setError(null);
    store
      .save(change)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };

  return (
    <SettingsSection title={SETTINGS_TEXTS.yourDay}>
      <Loaded
        state={state.status === 'loaded' ? { status: 'loaded', value: state.settings } : state}
        onRetry={store.reload}
      >
        {(settings) => (
          <div className="space-y-6">
            <div className="flex items-start gap-3">
              <input
                id={rolloverId}
                type="checkbox"
                checked={settings.rollover}
                onChange={(event) => save({ rollover: event.target.checked })}
                aria-describedby={`${rolloverId}-hint`}
                className={`${ui.check} mt-0.5`}
              />
              <div>
                <label htmlFor={rolloverId} className={ui.label}>
                  {SETTINGS_TEXTS.rollover}
                </label>
                <p id={`${rolloverId}-hint`} className={ui.meta}>
                  {SETTINGS_TEXTS.rolloverHint}
                </p>
              </div>
            </div>
            <RestDaysField restDays={settings.restDays} onChange={(restDays) => save({ restDays })} />
            <TimeZoneField key={settings.timeZone} timeZone={settings.timeZone} save={store.save} />
            {error && (
              <p role="alert" className={ui.error}>
                {error}
              </p>
            )}
          </div>
        )}
      </Loaded>
    </SettingsSection>
  );
}
