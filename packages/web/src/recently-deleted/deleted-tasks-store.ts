import { DeletedTaskListSchema, type DeletedTask } from '@dayflow/core';
import { createServerData, perKey, useServerData, type Loadable } from '../lib/server-data';
import { readJson } from '../lib/read-json';

export type DeletedTasksState = Loadable<DeletedTask[]>;

/**
 * The one owner of a user's Recently deleted list (GET /api/tasks/deleted, newest first). Read
 * again each time the page shows it: tasks are deleted on the other pages and devices meanwhile.
 */
const deletedTasksStore = perKey((_uid: string) =>
  createServerData({
    what: 'deleted tasks',
    read: () => readJson('/api/tasks/deleted', DeletedTaskListSchema).then(({ tasks }) => tasks),
  }),
);

/** The user's Recently deleted list, loaded while shown, and a way to try again. */
export function useDeletedTasks(uid: string): { state: DeletedTasksState; reload: () => void } {
  const store = deletedTasksStore(uid);
  return { state: useServerData(store), reload: store.reload };
}
