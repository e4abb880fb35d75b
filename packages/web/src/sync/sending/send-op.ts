import type { Task } from '@dayflow/core';
import type { PendingOp } from '../store/outbox-ops';
import type { TaskApi } from '../browser/task-api';

/** Sends one op; resolves with the tasks the server wrote (none for a delete). */
export async function sendOp(api: TaskApi, op: PendingOp): Promise<Task[]> {
  switch (op.kind) {
    case 'create': {
      const { clientKey, text, priority, section, remindAt } = op;
      return [await api.create({ clientKey, text, priority, section, ...(remindAt && { remindAt }) })];
    }
    case 'update':
      return [await api.update(op.taskId, op.changes)];
    case 'delete':
      await api.remove(op.taskId);
      return [];
    case 'move':
      return api.move(op.taskId, { section: op.section, index: op.index });
    case 'reset':
      return [await api.reset(op.taskId)];
    case 'restore':
      return [await api.restore(op.taskId)];
  }
}
