import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_NUDGES, NUDGE_KINDS, NUDGE_TEXTS, NudgeSettingsSchema, type NudgeSettings } from '@dayflow/core';
import { readJson } from '../../lib/read-json';
import { toast } from '../../lib/toast';
import { SettingsSection } from '../settings-section';
import { Button, inputLook } from '../../components/ui';
import { ui } from '../ui';

/** The time a nudge takes when it is first turned on. */
const FIRST_TIME = { plan: '08:00', review: '20:00', streak: '18:00' } as const;

/**
 * Settings → Daily nudges: plan your day, the evening review, streak at risk — each off until
 * ticked, each at its own time — and quiet hours. Saved together with one button.
 */
export function NudgesSection() {
  const [settings, setSettings] = useState<NudgeSettings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    readJson('/api/nudges', NudgeSettingsSchema).then(
      (value) => live && setSettings(value),
      () => live && setSettings(DEFAULT_NUDGES),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!settings) return null;

  const set = (changes: Partial<NudgeSettings>) => setSettings({ ...settings, ...changes });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      setSettings(await readJson('/api/nudges', NudgeSettingsSchema, { method: 'PUT', body: settings }));
      toast.success(NUDGE_TEXTS.saved);
    } catch {
      setFailed(true);
    }
  };
  const quiet = settings.quietFrom !== null && settings.quietUntil !== null;

  return (
    <SettingsSection title={NUDGE_TEXTS.heading} hint={NUDGE_TEXTS.hint}>
      <form onSubmit={save} className="space-y-3">
        {NUDGE_KINDS.map((kind) => (
          <div key={kind} className={ui.row}>
            <label className="flex flex-1 items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className={ui.check}
                checked={settings[kind] !== null}
                onChange={(event) => set({ [kind]: event.target.checked ? FIRST_TIME[kind] : null })}
              />
              {NUDGE_TEXTS[kind]}
            </label>
            <input
              type="time"
              aria-label={NUDGE_TEXTS.at(NUDGE_TEXTS[kind])}
              disabled={settings[kind] === null}
              value={settings[kind] ?? FIRST_TIME[kind]}
              onChange={(event) => set({ [kind]: event.target.value || null })}
              className={`${inputLook} w-36`}
            />
          </div>
        ))}
        <div className={ui.row}>
          <label className="flex flex-1 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className={ui.check}
              checked={quiet}
              onChange={(event) =>
                set(
                  event.target.checked
                    ? { quietFrom: '22:00', quietUntil: '07:00' }
                    : { quietFrom: null, quietUntil: null },
                )
              }
            />
            {NUDGE_TEXTS.quiet}
          </label>
          {/* The two times wrap together, under the label on a phone. */}
          <div className="flex gap-2">
            {(['quietFrom', 'quietUntil'] as const).map((field) => (
              <input
                key={field}
                type="time"
                aria-label={field === 'quietFrom' ? NUDGE_TEXTS.quietFrom : NUDGE_TEXTS.quietUntil}
                disabled={!quiet}
                value={settings[field] ?? ''}
                onChange={(event) => set({ [field]: event.target.value || null })}
                className={`${inputLook} w-36`}
              />
            ))}
          </div>
        </div>
        {failed && (
          <p role="alert" className={ui.error}>
            {NUDGE_TEXTS.saveFailed}
          </p>
        )}
        <Button variant="primary" size="form" type="submit">
          {NUDGE_TEXTS.save}
        </Button>
      </form>
    </SettingsSection>
  );
}
