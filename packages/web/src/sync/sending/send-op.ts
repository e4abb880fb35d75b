import type { Task } from '@dayflow/core';
import type { PendingOp } from '../store/outbox-ops';
import type { TaskApi } from '../browser/task-api';

/**
 * What the server answered to a saved op: the tasks it wrote, each with its version, and for a
 * delete the version of that delete (none when the task was already gone).
 */
export interface SaveAnswer {
  tasks: Task[];
  deletedAt?: number;
}

/** Sends one op; resolves with its answer. */
export async function sendOp(api: TaskApi, op: PendingOp): Promise<SaveAnswer> {
  if (op.kind === 'delete') {
    const deletedAt = await api.remove(op.taskId);
    return { tasks: [], ...(deletedAt !== undefined && { deletedAt }) };
  }
  return { tasks: await sendWrite(api, op) };
}

async function sendWrite(api: TaskApi, op: Exclude<PendingOp, { kind: 'delete' }>): Promise<Task[]> {
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
    case 'move':
      return (await api.move(op.taskId, { section: op.section, index: op.index, ...(op.day && { day: op.day }) }))
        .tasks;
    case 'reset':
      return [await api.reset(op.taskId)];
    case 'restore':
      return [await api.restore(op.taskId)];
  }
}
