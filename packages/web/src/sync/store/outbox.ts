import { retarget, type PendingOp } from './outbox-ops';

/**
 * The ordered list of unsaved changes. One queue for all tasks, sent strictly in order, one at a
 * time: a move renumbers other tasks too, so even changes to different tasks depend on each
 * other's order.
 */
export class Outbox {
  private ops: PendingOp[];

  constructor(initial: PendingOp[] = []) {
    this.ops = [...initial];
  }

  all(): readonly PendingOp[] {
    return this.ops;
  }

  get size(): number {
    return this.ops.length;
  }

  head(): PendingOp | undefined {
    return this.ops[0];
  }

  push(op: PendingOp): void {
    this.ops = [...this.ops, op];
  }

  /** Older changes (another tab's, taken over) go before ours; only before anything is sent. */
  prepend(ops: PendingOp[]): void {
    this.ops = [...ops, ...this.ops];
  }

  remove(opId: string): PendingOp | undefined {
    const op = this.ops.find((candidate) => candidate.opId === opId);
    if (op) this.ops = this.ops.filter((candidate) => candidate !== op);
    return op;
  }

  /** Takes out every op of one task (its create was refused). */
  removeTask(taskId: string): PendingOp[] {
    const removed = this.ops.filter((op) => op.taskId === taskId);
    if (removed.length > 0) this.ops = this.ops.filter((op) => op.taskId !== taskId);
    return removed;
  }

  /**
   * A create stored by an older client was answered with the task its client key had already
   * made: the changes queued behind it now name that task's id.
   */
  retarget(from: string, to: string): void {
    this.ops = this.ops.map((op) => retarget(op, from, to));
  }

  replace(opId: string, op: PendingOp): void {
    this.ops = this.ops.map((candidate) => (candidate.opId === opId ? op : candidate));
  }

  find(predicate: (op: PendingOp) => boolean): PendingOp | undefined {
    return this.ops.find(predicate);
  }
}
