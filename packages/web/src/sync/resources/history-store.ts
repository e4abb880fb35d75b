import type { History } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';

export type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; history: History };

/**
 * The one owner of a user's completion history (GET /api/history): read when the panel shows it
 * and again whenever asked (a task was completed while it is shown). What was loaded stays shown
 * while a newer read is on its way, and when that read fails.
 */
function createHistoryStore() {
  let reads = 0;
  const resource = createResource<HistoryState>({ status: 'loading' });

  function load() {
    const read = ++reads;
    if (resource.get().status === 'failed') resource.set({ status: 'loading' });
    // Only the figures are wanted: the per-day list is the shortest the server allows.
    apiFetch<History>('/api/history?days=1').then(
      (history) => read === reads && resource.set({ status: 'loaded', history }),
      (error: unknown) => {
        console.warn('History load failed:', error);
        if (read === reads && resource.get().status !== 'loaded') resource.set({ status: 'failed' });
      },
    );
  }

  return { resource, load };
}

export const historyStore = perKey(createHistoryStore);

export function useHistory(uid: string): HistoryState {
  return useResource(historyStore(uid).resource);
}
