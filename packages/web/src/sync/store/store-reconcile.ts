import type { LiveMessage, Task } from '@dayflow/core';
import type { LiveState } from '../browser/live-connection';
import type { PendingOp } from './outbox-ops';
import type { DropReason } from '../sending/outbox-sender';
import { classifySaveError } from '../sending/save-errors';
import type { StoreContext } from './store-context';

/**
 * How the store brings the server's word into the confirmed state: the answers to our own saves,
 * and the live stream (held back while a create is in flight, so a task never shows twice).
 */
export function createReconcile(ctx: StoreContext, halt: () => void) {
  const { confirmed, outbox, aliases, sender } = ctx;
  /** Live messages that arrived while a create was in flight (see onLiveMessage). */
  let held: LiveMessage[] = [];

  function saved(op: PendingOp, tasks: Task[]) {
    if (op.kind === 'delete') confirmed.acceptDeleted(op.taskId);
    else if (op.kind === 'restore' && tasks[0]) confirmed.acceptRestored(tasks[0]);
    else confirmed.acceptSaved(tasks);
    const created = op.kind === 'create' ? tasks[0] : undefined;
    if (created) {
      aliases.set(op.taskId, created.id);
      outbox.retarget(op.taskId, created.id);
    }
    ctx.settleWaiter(op.opId);
    ctx.tasksDirty = ctx.outboxDirty = true;
  }

  function dropped(op: PendingOp, reason: DropReason, error?: unknown) {
    ctx.settleWaiter(op.opId, new Error(`The change was not saved (${reason})`));
    ctx.outboxDirty = true;
    if (reason === 'gone') {
      // Deleted elsewhere; the live stream says so too, but maybe not before this answer.
      console.warn(`The task of a ${op.kind} no longer exists; dropping the change`);
      confirmed.acceptDeleted(op.taskId);
      ctx.tasksDirty = true;
    } else if (reason === 'rejected') {
      console.error(`The server refused a ${op.kind}; dropping it and reloading the tasks`, error);
      // Changes queued behind a refused create have no task to apply to.
      if (op.kind === 'create') for (const orphan of outbox.removeTask(op.taskId)) ctx.settleWaiter(orphan.opId);
      resyncOverHttp();
    }
  }

  function changed() {
    if (!sender.inflight && held.length > 0) {
      const waiting = held;
      held = [];
      for (const message of waiting) applyLiveMessage(message);
    }
    ctx.publish();
  }

  function onLiveMessage(message: LiveMessage) {
    if (message.type === 'ping') return;
    ctx.deps.onLive?.(message);
    if (message.type === 'goal') return ctx.deps.onGoal?.(message.dailyGoal);
    // The echo of a create in flight names a task we only know by its temp id until the create
    // answers: applying it now would show the task twice. It waits for the answer (milliseconds).
    if (sender.inflight?.kind === 'create') {
      held.push(message);
      return;
    }
    applyLiveMessage(message);
    ctx.publish();
  }

  function applyLiveMessage(message: LiveMessage) {
    if (message.type === 'snapshot') confirmed.applySnapshot(message.tasks);
    else if (message.type === 'changes') confirmed.applyChanges(message.upserts, message.deletes);
    ctx.tasksDirty = true;
    verifyDoubts();
  }

  let verifying = false;
  /** A deleted task may be back (a restore looks like a late echo): a list read from now on says. */
  function verifyDoubts() {
    const askedAt = confirmed.doubtful();
    if (askedAt === null || verifying) return;
    verifying = true;
    ctx.deps.api.list().then(
      (tasks) => {
        verifying = false;
        confirmed.settleDoubts(tasks, askedAt);
        ctx.tasksDirty = true;
        ctx.publish();
        verifyDoubts();
      },
      // The doubts stay; the next live message asks again.
      () => (verifying = false),
    );
  }

  function onLiveState(liveState: LiveState) {
    if (liveState === 'open') sender.retryNow();
    ctx.publish();
  }

  /** Reads the whole list over HTTP: after a refused change, or while the socket cannot open. */
  function resyncOverHttp() {
    ctx.deps.api.list().then(
      (tasks) => onLiveMessage({ type: 'snapshot', tasks }),
      (error: unknown) => {
        if (classifySaveError(error) === 'unauthorized' && !ctx.halted) halt();
        // Otherwise the next live snapshot will do.
      },
    );
  }

  return { saved, dropped, changed, onLiveMessage, onLiveState, resyncOverHttp };
}
