import { useId, useState, type FormEvent } from 'react';
import { SETTINGS_FEEDBACK_TEXTS, SETTINGS_TEXTS, canonicalTimeZone, type UpdateSettingsInput } from '@dayflow/core';
import { Button, inputLook, labelLook } from '../../components/ui';
import { ui } from '../ui';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The zones this browser knows, as suggestions; the server decides which it accepts. */
const knownZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

interface TimeZoneFieldProps {
  timeZone: string | null;
  /** False when the change was not saved (the section says why). */
  save: (change: UpdateSettingsInput) => Promise<boolean>;
}

/**
 * The zone the server counts days in: shown, and overridable with any IANA name, in any case
 * (sent as it is spelled canonically). A name this browser does not know is refused here, in
 * words, before anything is sent. The draft is this form's own; a new zone from the server
 * (another device) starts a new form (its key).
 */
export function TimeZoneField({ timeZone, save }: TimeZoneFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(timeZone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const device = deviceZone();

  const submit = async (zone: string) => {
    const canonical = canonicalTimeZone(zone);
    if (!canonical) {
      setError(zone.trim() ? SETTINGS_FEEDBACK_TEXTS.unknownZone(zone.trim()) : SETTINGS_FEEDBACK_TEXTS.noZone);
      return;
    }
    setPending(true);
    setError(null);
    setDraft(canonical);
    await save({ timeZone: canonical });
    setPending(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={labelLook}>
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
          className={`${inputLook} min-w-0 flex-1 basis-56`}
        />
        <datalist id={`${id}-zones`}>
          {knownZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <Button
          variant="primary"
          size="form"
          type="submit"
          disabled={pending || draft.trim() === (timeZone ?? '') || draft.trim() === ''}
        >
          {SETTINGS_TEXTS.saveTimeZone}
        </Button>
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
