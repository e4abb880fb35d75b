import type { LiveMessage } from '@dayflow/core';
import type { LiveState } from '../browser/live-connection';
import type { PendingOp } from './outbox-ops';
import type { DropReason } from '../sending/outbox-sender';
import type { SaveAnswer } from '../sending/send-op';
import { classifySaveError } from '../sending/save-errors';
import type { StoreContext } from './store-context';
import { versionOf } from './tombstones';

/**
 * How the store brings the server's word into the confirmed state: the answers to our own saves,
 * and the live stream. Ids are the client's from the start, so an echo of our create names the
 * task we already show and is applied like any other message: nothing waits.
 */
export function createReconcile(ctx: StoreContext, halt: () => void) {
  const { confirmed, outbox } = ctx;
  /** A gap made the stream resume; the next connection's first message ends that. */
  let resuming = false;
  /**
   * Op id → the version of the task's confirmed copy when the op was last sent (-Infinity: none
   * held): a 404 speaks of that copy, not of one heard while the request was on its way.
   */
  const sentOver = new Map<string, number>();

  function sending(op: PendingOp) {
    const held = confirmed.get(op.taskId);
    sentOver.set(op.opId, held ? versionOf(held) : -Infinity);
  }

  function answered(op: PendingOp): number | undefined {
    const version = sentOver.get(op.opId);
    sentOver.delete(op.opId);
    return version;
  }

  function saved(op: PendingOp, { tasks, deletedAt }: SaveAnswer) {
    const over = answered(op);
    if (op.kind !== 'delete') confirmed.acceptSaved(tasks);
    else if (deletedAt !== undefined) confirmed.acceptDeleted(op.taskId, deletedAt);
    else confirmed.acceptGone(op.taskId, over);
    ctx.notesWrites.saved(op, tasks[0]);
    // Only a create stored by an older client can answer with another id: one its client key
    // had already made. What was queued behind it follows that task.
    const created = op.kind === 'create' ? tasks[0] : undefined;
    if (created && created.id !== op.taskId) outbox.retarget(op.taskId, created.id);
    ctx.settleWaiter(op.opId);
    ctx.tasksDirty = ctx.outboxDirty = true;
  }

  function dropped(op: PendingOp, reason: DropReason, error?: unknown) {
    const over = answered(op);
    ctx.settleWaiter(op.opId, new Error(`The change was not saved (${reason})`));
    ctx.outboxDirty = true;
    if (reason === 'gone') {
      // Deleted elsewhere; the live stream says so too, but maybe not before this answer.
      console.warn(`The task of a ${op.kind} no longer exists; dropping the change`);
      confirmed.acceptGone(op.taskId, over);
      ctx.tasksDirty = true;
    } else if (reason === 'rejected') {
      console.error(`The server refused a ${op.kind}; dropping it and reloading the tasks`, error);
      // Changes queued behind a refused create have no task to apply to.
      if (op.kind === 'create') for (const orphan of outbox.removeTask(op.taskId)) ctx.settleWaiter(orphan.opId);
      resyncOverHttp();
    }
  }

  function changed() {
    ctx.publish();
  }

  /** `opening`: the connection's first message, made after it opened (a snapshot, or changes since V). */
  function onLiveMessage(message: LiveMessage, opening = false) {
    if (message.type === 'ping') return;
    ctx.deps.onLive?.(message, opening);
    if (message.type === 'goal') return;
    if (message.type === 'snapshot') confirmed.applySnapshot(message.tasks, message.version);
    else if (message.type === 'changes' && !confirmed.applyChanges(message)) resume();
    if (opening) resuming = false;
    ctx.tasksDirty = true;
    ctx.publish();
  }

  /**
   * Something between V and this message was missed: reconnect from V, once. A resumed
   * connection whose first message leaves a gap again is not resumed a second time (that would
   * loop); a later gap, or the next reconnect, tries again.
   */
  function resume() {
    if (resuming) {
      console.warn('The live stream resumed with a gap; waiting for the next change');
      return;
    }
    resuming = true;
    ctx.live.resume();
  }

  function onLiveState(liveState: LiveState) {
    if (liveState === 'open') ctx.sender.retryNow();
    ctx.publish();
  }

  /** Reads the whole list over HTTP: after a refused change, or while the socket cannot open. */
  function resyncOverHttp() {
    ctx.deps.api.list().then(
      ({ tasks, version }) => {
        confirmed.applySnapshot(tasks, version);
        ctx.tasksDirty = true;
        ctx.publish();
      },
      (error: unknown) => {
        if (classifySaveError(error) === 'unauthorized' && !ctx.halted) halt();
        // Otherwise the next live snapshot will do.
      },
    );
  }

  return { sending, saved, dropped, changed, onLiveMessage, onLiveState, resyncOverHttp };
}
