import { useId, useState, type FormEvent } from 'react';
import { SETTINGS_TEXTS, type UpdateSettingsInput } from '@dayflow/core';
import { ui } from '../ui';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The zones this browser knows, as suggestions; the server decides which it accepts. */
const knownZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

interface TimeZoneFieldProps {
  timeZone: string | null;
  save: (change: UpdateSettingsInput) => Promise<void>;
}

/**
 * The zone the server counts days in: shown, and overridable with any IANA name. The draft is
 * this form's own; a new zone from the server (another device) starts a new form (its key).
 */
export function TimeZoneField({ timeZone, save }: TimeZoneFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(timeZone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const device = deviceZone();

  const submit = async (zone: string) => {
    setPending(true);
    setError(null);
    try {
      await save({ timeZone: zone.trim() });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={ui.label}>
        {SETTINGS_TEXTS.timeZone}
      </label>
      <p id={`${id}-hint`} className={ui.meta}>
        {SETTINGS_TEXTS.timeZoneHint}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          list={`${id}-zones`}
          value={draft}
          placeholder={SETTINGS_TEXTS.timeZoneUnknown}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          autoComplete="off"
          spellCheck={false}
          className={`${ui.input} mt-0 min-w-0 flex-1 basis-56`}
        />
        <datalist id={`${id}-zones`}>
          {knownZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <button type="submit" disabled={pending || draft.trim() === (timeZone ?? '')} className={ui.primary}>
          {SETTINGS_TEXTS.saveTimeZone}
        </button>
      </div>
      {device && device !== timeZone && (
        <button
          type="button"
          onClick={() => void submit(device)}
          disabled={pending}
          className="mt-2 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {SETTINGS_TEXTS.deviceZoneButton(device)}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={`mt-1 ${ui.error}`}>
          {error}
        </p>
      )}
    </form>
  );
}
