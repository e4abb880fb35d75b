import type { Task } from '@dayflow/core';
import type { PendingOp } from '../store/outbox-ops';
import type { TaskApi } from '../browser/task-api';

/** Sends one op; resolves with the tasks the server wrote (none for a delete). */
export async function sendOp(api: TaskApi, op: PendingOp): Promise<Task[]> {
  switch (op.kind) {
    case 'create': {
      const { taskId: id, clientKey, text, priority, section, day, remindAt } = op;
      // A create stored by an older client may have reached the server under its client key
      // alone: sent the same way, it is recognised there, and its answer names the task's id.
      const key = clientKey ? { clientKey } : { id };
      return [
        await api.create({ ...key, text, priority, section, ...(day && { day }), ...(remindAt && { remindAt }) }),
      ];
    }
    case 'update':
      return [await api.update(op.taskId, op.changes)];
    case 'delete':
      await api.remove(op.taskId);
      return [];
    case 'move':
      return api.move(op.taskId, { section: op.section, index: op.index, ...(op.day && { day: op.day }) });
    case 'reset':
      return [await api.reset(op.taskId)];
    case 'restore':
      return [await api.restore(op.taskId)];
  }
}
