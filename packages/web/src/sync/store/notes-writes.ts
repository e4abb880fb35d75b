import { NOTES_OVERWRITE_WINDOW_MS, notesOverwritten, type NotesWrite, type Task } from '@dayflow/core';
import type { PendingOp } from './outbox-ops';

/** Another device's newer write replaced notes this device had just written (core notesOverwritten). */
export interface NotesOverwrite {
  taskId: string;
  /** The notes this device wrote, which the user can take back through undo. */
  mine: string;
  /** The task as it is now, with the other device's notes. */
  task: Task;
}

const writesNotes = (op: PendingOp) => op.kind === 'update' && op.changes.notes !== undefined;

/**
 * The notes this device wrote, task by task, while they are recent: so that when the later write
 * of another device wins, the text this device had is not lost without a word.
 */
export class NotesWrites {
  private readonly writes = new Map<string, NotesWrite>();

  /** A notes change was queued. */
  queued(op: PendingOp): void {
    if (op.kind === 'update' && op.changes.notes !== undefined)
      this.writes.set(op.taskId, { notes: op.changes.notes, at: op.at });
  }

  /** The server answered a notes change with the task it wrote. */
  saved(op: PendingOp, task: Task | undefined): void {
    if (op.kind !== 'update' || op.changes.notes === undefined || !task) return;
    const write = this.writes.get(op.taskId);
    // An answer to an older change than the latest one queued does not number the latest.
    if (write?.notes === op.changes.notes) this.writes.set(op.taskId, { ...write, version: task.version });
  }

  /**
   * The writes another device's copy has overwritten, each reported once; forgets those past the
   * window. `pending`: this device's unsent or unanswered ops.
   */
  overwritten(
    confirmed: (id: string) => Task | undefined,
    pending: readonly PendingOp[],
    now: number,
  ): NotesOverwrite[] {
    const found: NotesOverwrite[] = [];
    for (const [taskId, write] of this.writes) {
      const task = confirmed(taskId);
      const waiting = pending.some((op) => op.taskId === taskId && writesNotes(op));
      if (task && notesOverwritten(write, task, waiting, now)) {
        found.push({ taskId, mine: write.notes, task });
        this.writes.delete(taskId);
      } else if (!waiting && now - write.at > NOTES_OVERWRITE_WINDOW_MS) {
        this.writes.delete(taskId);
      }
    }
    return found;
  }
}
