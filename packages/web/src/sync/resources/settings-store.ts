import type { LiveMessage, Settings, UpdateSettingsInput } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';
import { liveListeners } from './live-listeners';

export type SettingsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; settings: Settings };

/**
 * The one owner of a user's day settings (time zone, rollover, rest days; GET/PUT /api/settings).
 * Read when first shown; kept current by the live 'settings' message, so a change made on one
 * device shows on every other. Rollover and rest days apply at once; a time zone only once the
 * server accepted it (it decides which zones exist).
 */
function createSettingsStore(uid: string) {
  // A load started for an earlier watch must not land after a later answer.
  let loads = 0;
  let saving = 0;
  let readers = 0;
  const resource = createResource<SettingsState>({ status: 'loading' }, load);

  function load() {
    const load = ++loads;
    if (resource.get().status === 'failed') resource.set({ status: 'loading' });
    apiFetch<Settings>('/api/settings').then(
      (settings) => load === loads && saving === 0 && resource.set({ status: 'loaded', settings }),
      (error: unknown) => {
        console.error('Could not load settings:', error);
        if (load === loads && resource.get().status !== 'loaded') resource.set({ status: 'failed' });
      },
    );
  }

  function apply(settings: Settings) {
    ++loads; // newer than any load still on its way
    resource.set({ status: 'loaded', settings });
  }

  /** Counts readers, so a reconnect reloads only what someone is looking at. */
  function subscribe(listener: () => void) {
    readers += 1;
    const stop = resource.subscribe(listener);
    return () => {
      readers -= 1;
      stop();
    };
  }

  // Saves go one after another: two quick clicks must reach the server in the order made.
  let queue: Promise<unknown> = Promise.resolve();
  function send(change: UpdateSettingsInput): Promise<Settings> {
    const sent = queue.then(() => apiFetch<Settings>('/api/settings', { method: 'PUT', body: change }));
    queue = sent.catch(() => undefined);
    return sent;
  }

  /** Live messages of this user, while a page with the task store is open. */
  function onLive(message: LiveMessage, opening: boolean) {
    // While our own change is being saved, a message is only the echo of an earlier click.
    if (message.type === 'settings' && saving === 0) apply(message.settings);
    // A change made while disconnected is missed: read again, if anyone is looking.
    if (opening && readers > 0) load();
  }
  liveListeners(uid).add(onLive);

  return {
    resource: { ...resource, subscribe },
    reload: load,
    /**
     * Saves a change. Rejects with the server's error (a 400 names the field); a refused change
     * is taken back by reading the settings again.
     */
    async save(change: UpdateSettingsInput): Promise<void> {
      const now = resource.get();
      if (now.status === 'loaded' && change.timeZone === undefined) apply({ ...now.settings, ...change });
      saving += 1;
      try {
        const settings = await send(change);
        // An earlier answer lacks the changes still queued after it: only the last one is shown.
        if (saving === 1) apply(settings);
      } catch (error) {
        if (saving === 1) load();
        throw error;
      } finally {
        saving -= 1;
      }
    },
    onLive,
  };
}

export const settingsStore = perKey(createSettingsStore);

export function useSettings(uid: string): SettingsState {
  return useResource(settingsStore(uid).resource);
}
