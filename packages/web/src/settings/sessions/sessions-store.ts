import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';

/** A signed-in browser or device, as the sign-in library lists it (dates as ISO strings). */
export interface DeviceSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface Devices {
  sessions: DeviceSession[];
  /** This browser's session, to mark it and to sign it out the way Log Out does. */
  currentId: string | null;
}

async function readDevices(): Promise<Devices> {
  const [sessions, current] = await Promise.all([
    apiFetch<DeviceSession[]>('/api/auth/list-sessions'),
    apiFetch<{ session: { id: string } } | null>('/api/auth/get-session'),
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
      await apiFetch<unknown>('/api/auth/revoke-session', { method: 'POST', body: { token } });
      list.update((devices) => ({
        ...devices,
        sessions: devices.sessions.filter((session) => session.token !== token),
      }));
    },
  };
}

export const sessionsStore = perKey(createSessionsStore);
export type SessionsStore = ReturnType<typeof createSessionsStore>;
