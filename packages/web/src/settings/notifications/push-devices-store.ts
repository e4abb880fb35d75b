import { PushDevicesSchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';
import { dropBrowserSubscription } from './push-subscription';

/** The one owner of the list of devices that receive a user's reminders. */
function createPushDevicesStore() {
  const list = createServerData({
    what: 'push devices',
    read: () => readJson('/api/push/devices', PushDevicesSchema).then(({ devices }) => devices),
  });
  return {
    ...list,
    /** The server stops sending to it; for this very device the browser forgets it too. */
    async remove(id: string, current: boolean): Promise<void> {
      await apiFetch(`/api/push/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
      list.update((devices) => devices.filter((device) => device.id !== id));
      if (current) await dropBrowserSubscription().catch(() => undefined);
    },
  };
}

export const pushDevicesStore = perKey(createPushDevicesStore);
export type PushDevicesStore = ReturnType<typeof createPushDevicesStore>;
