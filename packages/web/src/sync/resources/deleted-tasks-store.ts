import type { DeletedTask } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';

export type DeletedTasksState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; tasks: DeletedTask[] };

/**
 * The one owner of a user's Recently deleted list (GET /api/tasks/deleted, newest first). Read
 * again each time the page shows it: tasks are deleted on the other pages and devices meanwhile.
 */
function createDeletedTasksStore() {
  // A load started for an earlier visit must not land on a later one.
  let loads = 0;
  const resource = createResource<DeletedTasksState>({ status: 'loading' }, load);

  function load() {
    const load = ++loads;
    if (resource.get().status === 'failed') resource.set({ status: 'loading' });
    apiFetch<{ tasks: DeletedTask[] }>('/api/tasks/deleted').then(
      ({ tasks }) => load === loads && resource.set({ status: 'loaded', tasks }),
      (error: unknown) => {
        console.error('Could not load deleted tasks:', error);
        if (load === loads) resource.set({ status: 'failed' });
      },
    );
  }

  return { resource, reload: load };
}

const deletedTasksStore = perKey(createDeletedTasksStore);

/** The user's Recently deleted list, loaded while shown, and a way to try again. */
export function useDeletedTasks(uid: string): { state: DeletedTasksState; reload: () => void } {
  const store = deletedTasksStore(uid);
  return { state: useResource(store.resource), reload: store.reload };
}
