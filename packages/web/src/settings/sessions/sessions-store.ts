import { CurrentSessionSchema, DeviceSessionsSchema, type DeviceSession } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

export type { DeviceSession };

export interface Devices {
  sessions: DeviceSession[];
  /** This browser's session, to mark it and to sign it out the way Log Out does. */
  currentId: string | null;
}

async function readDevices(): Promise<Devices> {
  const [sessions, current] = await Promise.all([
    readJson('/api/auth/list-sessions', DeviceSessionsSchema),
    readJson('/api/auth/get-session', CurrentSessionSchema),
  ]);
  // Most recently active first: the device in hand is usually at the top.
  sessions.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return { sessions, currentId: current?.session.id ?? null };
}

/** The one owner of the list of a user's signed-in devices. */
function createSessionsStore() {
  const list = createServerData({ what: 'sessions', read: readDevices });
  return {
    ...list,
    /** Signs another device out at once (its live sockets close) and drops it from the list. */
    async revoke(token: string): Promise<void> {
      await apiFetch('/api/auth/revoke-session', { method: 'POST', body: { token } });
      list.update((devices) => ({
        ...devices,
        sessions: devices.sessions.filter((session) => session.token !== token),
      }));
    },
  };
}

export const sessionsStore = perKey(createSessionsStore);
export type SessionsStore = ReturnType<typeof createSessionsStore>;
