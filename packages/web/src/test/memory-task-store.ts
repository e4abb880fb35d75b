import type { Task } from '@dayflow/core';
import { randomId } from '../sync/browser/random-id';
import { browserScheduler } from '../sync/store/sync-types';
import { createTaskStore, type TaskStore } from '../sync/store/task-store';
import { MemoryTaskServer } from './memory-task-server';

export { MemoryTaskServer } from './memory-task-server';

/**
 * For component tests: a started store on an in-memory server that follows the real server's
 * rules, so `<TaskStoreProvider store={store}>` behaves like the app without a network.
 */
export function createMemoryTaskStore(initial: Task[] = []): { store: TaskStore; server: MemoryTaskServer } {
  const server = new MemoryTaskServer(initial);
  const store = createTaskStore({
    api: server.api,
    openLiveSocket: server.openLiveSocket,
    scheduler: browserScheduler,
    newId: randomId,
  });
  store.start();
  return { store, server };
}
