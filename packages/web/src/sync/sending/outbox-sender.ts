import { ApiRequestError } from '../../lib/api';
import { backoffDelay } from './backoff';
import type { Outbox } from '../store/outbox';
import type { PendingOp } from '../store/outbox-ops';
import { classifySaveError } from './save-errors';
import { sendOp, type SaveAnswer } from './send-op';
import type { Scheduler } from '../store/sync-types';
import type { TaskApi } from '../browser/task-api';

/** Why an op left the outbox without being saved. */
export type DropReason = 'gone' | 'rejected' | 'unreachable';

export interface SenderHooks {
  /** Saved; the op is already out of the outbox. */
  saved(op: PendingOp, answer: SaveAnswer): void;
  /** The op goes to the server now (again, after a failure). */
  sending(op: PendingOp): void;
  /** Given up; the op is already out of the outbox. */
  dropped(op: PendingOp, reason: DropReason, error?: unknown): void;
  unauthorized(): void;
  /** The server speaks a newer sync protocol: the op stays in the outbox, nothing more is sent. */
  upgradeRequired(): void;
  /** After every answer, and when a send starts (the status shows it). */
  changed(): void;
}

/**
 * Drains the outbox: the head op only, one at a time, so the server sees changes in the order
 * they were made. While the server is unreachable the head op is retried with backoff and
 * nothing behind it overtakes it.
 */
export class OutboxSender {
  inflight: PendingOp | null = null;
  /**
   * Ops that may have reached the server: sent at least once, or loaded from storage (a previous
   * page may have sent them). Such an op can no longer be rewritten or cancelled locally.
   */
  readonly maybeSent = new Set<string>();
  /**
   * The last attempt could not reach the server, and it has not answered since. Any answer —
   * a save, a refusal, a 500 — shows it is reachable: only a failure without one (or a gateway
   * saying the server is away) counts. The status pill says "Offline" on it.
   */
  failing = false;
  private running = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  /** The op whose failure was logged; its next failures are not logged again. */
  private logged: string | null = null;

  constructor(
    private readonly outbox: Outbox,
    private readonly api: TaskApi,
    private readonly scheduler: Scheduler,
    private readonly hooks: SenderHooks,
    private readonly random?: () => number,
  ) {}

  start(): void {
    this.running = true;
    this.kick();
  }

  stop(): void {
    this.running = false;
    this.clearRetry();
  }

  /** Sends the head op unless one is in flight or a retry is waiting. */
  kick(): void {
    if (!this.running || this.inflight || this.retryTimer !== null) return;
    const op = this.outbox.head();
    if (!op) return;
    this.inflight = op;
    this.maybeSent.add(op.opId);
    this.hooks.sending(op);
    this.hooks.changed();
    sendOp(this.api, op).then(
      (answer) => this.onSaved(op, answer),
      (error: unknown) => this.onFailed(op, error),
    );
  }

  /** The server answers again: do not sit out the rest of the backoff. */
  retryNow(): void {
    if (this.retryTimer === null) return;
    this.clearRetry();
    this.kick();
  }

  private onSaved(op: PendingOp, answer: SaveAnswer): void {
    this.inflight = null;
    this.failing = false;
    this.attempt = 0;
    this.logged = null;
    this.outbox.remove(op.opId);
    this.hooks.saved(op, answer);
    this.afterAnswer();
  }

  private onFailed(op: PendingOp, error: unknown): void {
    this.inflight = null;
    this.failing = !serverAnswered(error);
    const failure = classifySaveError(error);
    if (failure === 'unauthorized' || failure === 'upgrade') {
      this.stop();
      if (failure === 'upgrade') this.hooks.upgradeRequired();
      else this.hooks.unauthorized();
      return;
    }
    if (failure === 'retry') this.scheduleRetry(op, error);
    else {
      this.outbox.remove(op.opId);
      this.hooks.dropped(op, failure, error);
    }
    this.afterAnswer();
  }

  private scheduleRetry(op: PendingOp, error: unknown): void {
    if (this.logged !== op.opId) console.error(`Could not save (${op.kind}); keeping it and retrying`, error);
    this.logged = op.opId;
    // 'Still Need Work' answers now rather than after the outage (the user sees an error).
    for (const reset of this.outbox.all().filter((queued) => queued.kind === 'reset')) {
      this.outbox.remove(reset.opId);
      this.hooks.dropped(reset, 'unreachable');
    }
    if (!this.running) return;
    this.retryTimer = this.scheduler.setTimeout(
      () => {
        this.retryTimer = null;
        this.kick();
      },
      backoffDelay(this.attempt++, this.random),
    );
  }

  private afterAnswer(): void {
    this.hooks.changed();
    this.kick();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.scheduler.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

/** Whether the failure is an answer from the server itself (not the network, not a gateway). */
function serverAnswered(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status !== 0 && error.status !== 502 && error.status !== 503 && error.status !== 504;
}
