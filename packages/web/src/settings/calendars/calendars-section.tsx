import { useState, type FormEvent } from 'react';
import {
  CALENDAR_TEXTS,
  SubscribedCalendarListSchema,
  SubscribedCalendarSchema,
  type SubscribedCalendar,
} from '@dayflow/core';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { createServerData, perKey } from '../../lib/server-data';
import { formatReminderTime } from '../../lib/time-zone';
import { useProfile } from '../../session/session';
import { Button, Field } from '../../components/ui';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { ui } from '../ui';

export const calendarsStore = perKey((_uid: string) =>
  createServerData({
    what: 'calendars',
    read: () => readJson('/api/calendars', SubscribedCalendarListSchema).then((answer) => answer.calendars),
  }),
);

/** How its last fetch went: its events and when, or why it failed, in words (never the server's). */
function fetchState(calendar: SubscribedCalendar): string {
  if (calendar.error) return CALENDAR_TEXTS.errors[calendar.error];
  if (calendar.fetchedAt === null) return CALENDAR_TEXTS.notYet;
  const when = formatReminderTime(new Date(calendar.fetchedAt).toISOString());
  return `${CALENDAR_TEXTS.events(calendar.eventCount)}, ${CALENDAR_TEXTS.updated(when)}`;
}

/**
 * Settings → Calendars: the calendars whose events show beside the day, added by their ICS
 * address. The server fetches them (and refuses addresses that are not public ones: the refusal
 * shows at the address field); each shows how its last fetch went.
 */
export function CalendarsSection() {
  const store = calendarsStore(useProfile().id);
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [urlError, setUrlError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  const change = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    setUrlError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) setUrlError(failure.message);
      else setFailed(true);
      return false;
    } finally {
      setBusy(false);
      void store.reload();
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = { url, ...(name.trim() && { name }) };
    const added = await change(() => readJson('/api/calendars', SubscribedCalendarSchema, { method: 'POST', body }));
    if (added) {
      setUrl('');
      setName('');
    }
  };

  return (
    <SettingsSection title={CALENDAR_TEXTS.heading} hint={CALENDAR_TEXTS.hint}>
      <div className="space-y-4">
        <LoadedStore store={store}>
          {(calendars) =>
            calendars.length === 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-200">{CALENDAR_TEXTS.none}</p>
            ) : (
              <ul className="space-y-2">
                {calendars.map((calendar) => (
                  <li key={calendar.id} className={ui.row}>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900 dark:text-white">{calendar.name}</span>
                      <span className={`block ${calendar.error ? ui.error : ui.meta}`}>{fetchState(calendar)}</span>
                    </span>
                    <Button
                      variant="quietDanger"
                      size="sm"
                      disabled={busy}
                      aria-label={CALENDAR_TEXTS.remove(calendar.name)}
                      onClick={() => void change(() => apiFetch(`/api/calendars/${calendar.id}`, { method: 'DELETE' }))}
                    >
                      {CALENDAR_TEXTS.removeShort}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadedStore>
        <form className="space-y-3" onSubmit={(event) => void add(event)}>
          <Field
            label={CALENDAR_TEXTS.urlLabel}
            type="url"
            inputMode="url"
            required
            placeholder="https://…/calendar.ics"
            value={url}
            error={urlError}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Field
            label={CALENDAR_TEXTS.nameLabel}
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {failed && (
            <p role="alert" className={ui.error}>
              {CALENDAR_TEXTS.failed}
            </p>
          )}
          <Button type="submit" variant="primary" size="form" disabled={busy}>
            {busy ? CALENDAR_TEXTS.adding : CALENDAR_TEXTS.add}
          </Button>
        </form>
      </div>
    </SettingsSection>
  );
}
