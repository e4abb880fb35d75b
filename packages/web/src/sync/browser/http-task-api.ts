import type { Task, TaskSnapshot } from '@dayflow/core';
import { ApiRequestError, apiFetch } from '../../lib/api';
import type { TaskApi } from './task-api';

/**
 * A request that has not answered in this long is treated as a network failure and retried;
 * without a limit one hung request would hold the whole outbox.
 */
export const SAVE_TIMEOUT_MS = 15_000;

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiFetch<T>(path, { method, body, signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) });

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export const httpTaskApi: TaskApi = {
  list: () => call<TaskSnapshot>('/api/tasks'),
  create: (input) => call<Task>('/api/tasks', 'POST', input),
  update: (id, changes) => call<Task>(taskPath(id), 'PATCH', changes),
  remove: async (id) => {
    try {
      await call<void>(taskPath(id), 'DELETE');
    } catch (error) {
      // Already deleted (another device, or our own earlier attempt whose answer was lost).
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  },
  move: async (id, move) => (await call<{ tasks: Task[] }>(`${taskPath(id)}/move`, 'POST', move)).tasks,
  reset: (id) => call<Task>(`${taskPath(id)}/reset`, 'POST'),
  restore: (id) => call<Task>(`${taskPath(id)}/restore`, 'POST'),
};
