import type { Day, LiveMessage } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey } from '../../lib/resource-store';

/**
 * The one owner of a user's current day (ADR 6): the date the server last started and the open
 * Today tasks carried over into it. Replaced by each live 'day' message (a day started), and read
 * from GET /api/day at each live connection's first message, since a day may have started while
 * disconnected (a resumed stream replays only task changes).
 */
function createDayStore() {
  const resource = createResource<Day | null>(null);
  return {
    resource,
    /** The task store's live messages (TaskStoreDeps.onLive). */
    onLive(message: LiveMessage, opening: boolean) {
      if (message.type === 'day') resource.set(message.day);
      // A failed read keeps what we had: badges are a nicety, the next connection reads again.
      if (opening) apiFetch<Day>('/api/day').then(resource.set, () => {});
    },
  };
}

export const dayStore = perKey(createDayStore);
