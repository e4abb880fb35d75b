import type { Task } from '@dayflow/core';
import type { PendingOp } from './outbox-ops';

/** What the actions (task-actions.ts) need from the store. */
export interface StoreCore {
  /** What the user sees now. */
  tasks(): Task[];
  now(): number;
  /** An op's id. */
  newId(): string;
  /** A new task's id, final from the start. */
  newTaskId(): string;
  canReachServer(): boolean;
  enqueue(op: PendingOp, waiter?: Waiter): void;
  /** The op of this kind for this task that has never been sent (so cannot have been saved). */
  unsent(taskId: string, kind: PendingOp['kind']): PendingOp | undefined;
  /** How many ops of this task are in the outbox, including one in flight. */
  queuedFor(taskId: string): number;
  replaceUnsent(op: PendingOp): void;
}

/** The caller of resetTask, answered when its op is saved or given up. */
export interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}
