import { isTempId } from '@dayflow/core';
import { retarget, type PendingOp } from './outbox-ops';

/**
 * Outboxes stored by an older client name a new task by a `temp-…` id until its create is saved,
 * and that create carries a client key instead of an id. Each such create gets an id (UUIDv7) and
 * the ops behind it follow. Its client key stays with it and is what it is sent with
 * (send-op.ts), so a create that did reach the server before the reload is recognised there; the
 * answer's id, made by the server, then replaces ours (store-reconcile.ts).
 * Ops of a temp id with no create before them belonged to a create the server refused: they have
 * no task to apply to. Null when nothing needed upgrading.
 */
export function upgradeStoredOps(ops: readonly PendingOp[], newTaskId: () => string): PendingOp[] | null {
  if (!ops.some((op) => isTempId(op.taskId))) return null;
  const ids = new Map<string, string>();
  const upgraded: PendingOp[] = [];
  for (const op of ops) {
    if (!isTempId(op.taskId)) {
      upgraded.push(op);
      continue;
    }
    if (op.kind === 'create' && !ids.has(op.taskId)) ids.set(op.taskId, newTaskId());
    const id = ids.get(op.taskId);
    if (id) upgraded.push(retarget(op, op.taskId, id));
  }
  return upgraded;
}
