import { SettingsSchema, type LiveMessage, type Settings, type UpdateSettingsInput } from '@dayflow/core';
import { createServerData, liveListeners, perKey, useServerData, type Loadable } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

/**
 * The one owner of a user's day settings (time zone, rollover, rest days; GET/PUT /api/settings).
 * Read when shown; kept current by the live 'settings' message, so a change made on one device
 * shows on every other. Rollover and rest days apply at once; a time zone only once the server
 * accepted it (it decides which zones exist).
 */
function createSettingsStore(uid: string) {
  const data = createServerData({ what: 'settings', read: () => readJson('/api/settings', SettingsSchema) });
  let saving = 0;

  // Saves go one after another: two quick clicks must reach the server in the order made.
  let queue: Promise<unknown> = Promise.resolve();
  function send(change: UpdateSettingsInput): Promise<Settings> {
    const sent = queue.then(() => readJson('/api/settings', SettingsSchema, { method: 'PUT', body: change }));
    queue = sent.catch(() => undefined);
    return sent;
  }

  /** Live messages of this user, while a page with the task store is open. */
  function onLive(message: LiveMessage, opening: boolean) {
    // While our own change is being saved, a message is only the echo of an earlier click, and
    // the save's answer, which comes after, holds whatever else changed.
    if (saving > 0) return;
    if (message.type === 'settings') data.setData(message.settings);
    // A change made while disconnected is missed: read again, if anyone is looking.
    if (opening) data.invalidate();
  }
  liveListeners(uid).add(onLive);

  return {
    ...data,
    /**
     * Saves a change. Rejects with the server's error (a 400 names the field); a refused change
     * is taken back by reading the settings again.
     */
    async save(change: UpdateSettingsInput): Promise<void> {
      const now = data.get();
      if (now.status === 'loaded' && change.timeZone === undefined) data.setData({ ...now.data, ...change });
      saving += 1;
      try {
        const settings = await send(change);
        // An earlier answer lacks the changes still queued after it: only the last one is shown.
        if (saving === 1) data.setData(settings);
      } catch (error) {
        if (saving === 1) void data.reload();
        throw error;
      } finally {
        saving -= 1;
      }
    },
  };
}

export const settingsStore = perKey(createSettingsStore);

export function useSettings(uid: string): Loadable<Settings> {
  return useServerData(settingsStore(uid));
}
