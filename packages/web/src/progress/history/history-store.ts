import { HistorySchema, type History } from '@dayflow/core';
import { createServerData, perKey, useServerData, type Loadable } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

/**
 * The one owner of a user's completion history (GET /api/history): read when the panel asks (as
 * it shows it, and after each completion meanwhile). What was loaded stays shown while a newer
 * read is on its way, and when that read fails.
 */
export const historyStore = perKey((_uid: string) =>
  createServerData({
    what: 'history',
    // Only the figures are wanted: the per-day list is the shortest the server allows.
    read: () => readJson('/api/history?days=1', HistorySchema),
    onWatch: 'none',
  }),
);

export function useHistory(uid: string): Loadable<History> {
  return useServerData(historyStore(uid));
}
