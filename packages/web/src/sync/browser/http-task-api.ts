import { MovedTasksSchema, TaskSchema, TaskSnapshotSchema, VersionAnswerSchema } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { readJson, type AnswerSchema } from '../../lib/read-json';
import type { TaskApi } from './task-api';

/**
 * A request that has not answered in this long is treated as a network failure and retried;
 * without a limit one hung request would hold the whole outbox.
 */
export const SAVE_TIMEOUT_MS = 15_000;

const timed = (method: string, body?: unknown) => ({ method, body, signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) });

/** Answers are parsed as live messages are: a wrong one fails as a network error would (retried). */
const call = <T>(path: string, schema: AnswerSchema<T>, method = 'GET', body?: unknown) =>
  readJson(path, schema, timed(method, body));

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export const httpTaskApi: TaskApi = {
  list: () => call('/api/tasks', TaskSnapshotSchema),
  create: (input) => call('/api/tasks', TaskSchema, 'POST', input),
  update: (id, changes) => call(taskPath(id), TaskSchema, 'PATCH', changes),
  remove: async (id) => {
    try {
      return (await call(taskPath(id), VersionAnswerSchema, 'DELETE')).version;
    } catch (error) {
      // Already deleted (another device, or our own earlier attempt whose answer was lost).
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      return undefined;
    }
  },
  move: (id, move) => call(`${taskPath(id)}/move`, MovedTasksSchema, 'POST', move),
  reset: (id) => call(`${taskPath(id)}/reset`, TaskSchema, 'POST'),
  restore: (id) => call(`${taskPath(id)}/restore`, TaskSchema, 'POST'),
};
