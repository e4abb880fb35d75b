import type { LiveMessage, Task } from '@dayflow/core';
import { applyPending, shareUnchanged } from './apply-pending';
import { ConfirmedTasks } from './confirmed-tasks';
import { LiveConnection, type LiveState } from './live-connection';
import type { OpenLiveSocket } from './live-socket';
import type { NetworkMonitor } from './network-monitor';
import { Outbox } from './outbox';
import type { PendingOp } from './outbox-ops';
import { OutboxSender, type DropReason } from './outbox-sender';
import { classifySaveError } from './save-errors';
import type { StoreCore, Waiter } from './store-core';
import type { SyncStorage } from './sync-storage';
import { deriveSyncStatus, sameStatus } from './sync-status';
import type { Scheduler, TaskActions, TaskStoreState } from './sync-types';
import type { TaskApi } from './task-api';
import { createTaskActions } from './task-actions';

export interface TaskStoreDeps {
  api: TaskApi;
  openLiveSocket: OpenLiveSocket;
  scheduler: Scheduler;
  /** Omitted: nothing survives a reload. */
  storage?: SyncStorage;
  network?: NetworkMonitor;
  /** For the backoff jitter; tests pin it. */
  random?: () => number;
  /** Random ids for temp ids, client keys and ops. */
  newId: () => string;
  /** The session ended (401): the app should go to /login. */
  onUnauthorized?: () => void;
}

export interface TaskStore {
  getState(): TaskStoreState;
  subscribe(listener: () => void): () => void;
  actions: TaskActions;
  /** Connects and starts sending; safe to call again after stop(). */
  start(): void;
  stop(): void;
}

/**
 * The one owner of the user's tasks: the confirmed server state, the outbox of unsaved changes
 * replayed on top of it, the sender that drains the outbox, and the live stream that keeps the
 * confirmed state current. Framework-free; React reads it through task-store-provider.tsx.
 */
export function createTaskStore(deps: TaskStoreDeps): TaskStore {
  const { api, scheduler, storage, network } = deps;
  const confirmed = new ConfirmedTasks(storage?.loadTasks() ?? []);
  const loaded = storage?.loadOutbox() ?? [];
  const outbox = new Outbox(loaded);
  /** temp id → server id, for actions that still name a task by its temp id. */
  const aliases = new Map<string, string>();
  const waiters = new Map<string, Waiter>();
  const listeners = new Set<() => void>();
  /** Live messages that arrived while a create was in flight (see onLiveMessage). */
  let held: LiveMessage[] = [];
  let running = false;
  let halted = false;
  let stopNetwork: (() => void) | null = null;
  /** Settles once this tab's outbox is known to be its own (see claimOutbox); sending waits. */
  let claimed: Promise<void> | null = null;
  let tasksDirty = false;
  let outboxDirty = false;

  const sender = new OutboxSender(outbox, api, scheduler, { saved, dropped, unauthorized: halt, changed }, deps.random);
  for (const op of loaded) sender.maybeSent.add(op.opId);
  const live = new LiveConnection({
    openSocket: deps.openLiveSocket,
    scheduler,
    random: deps.random,
    onMessage: onLiveMessage,
    onStateChange: onLiveState,
    onConnectFailed: () => {
      // A browser cannot see why an upgrade failed: ask over HTTP (a 401 means signed out).
      if (running) resyncOverHttp();
    },
  });

  const status = () =>
    deriveSyncStatus({
      live: live.getState(),
      browserOffline: network ? !network.isOnline() : false,
      saveFailing: sender.failing,
      halted,
      pending: outbox.size,
    });
  let state: TaskStoreState = {
    tasks: applyPending(confirmed.list(), outbox.all()),
    status: status(),
    dailyGoal: null,
  };

  /** Saves what changed, recomputes what the hooks read, and tells them if anything differs. */
  function publish(dailyGoal = state.dailyGoal) {
    if (tasksDirty) storage?.saveTasks(confirmed.list());
    // Resets are answered to their caller, who is gone after a reload: they are not kept.
    if (outboxDirty) storage?.saveOutbox(outbox.all().filter((op) => op.kind !== 'reset'));
    tasksDirty = outboxDirty = false;
    const tasks = shareUnchanged(state.tasks, applyPending(confirmed.list(), outbox.all()));
    const next = status();
    const same = sameStatus(next, state.status);
    if (tasks === state.tasks && same && dailyGoal === state.dailyGoal) return;
    state = { tasks, status: same ? state.status : next, dailyGoal };
    for (const listener of [...listeners]) listener();
  }

  // ---- answers to our saves ------------------------------------------------------------------

  function saved(op: PendingOp, tasks: Task[]) {
    if (op.kind === 'delete') confirmed.acceptDeleted(op.taskId);
    else confirmed.acceptSaved(tasks);
    const created = op.kind === 'create' ? tasks[0] : undefined;
    if (created) {
      aliases.set(op.taskId, created.id);
      outbox.retarget(op.taskId, created.id);
    }
    settleWaiter(op.opId);
    tasksDirty = outboxDirty = true;
  }

  function dropped(op: PendingOp, reason: DropReason, error?: unknown) {
    settleWaiter(op.opId, new Error(`The change was not saved (${reason})`));
    outboxDirty = true;
    if (reason === 'gone') {
      // Deleted elsewhere; the live stream says so too, but maybe not before this answer.
      console.warn(`The task of a ${op.kind} no longer exists; dropping the change`);
      confirmed.acceptDeleted(op.taskId);
      tasksDirty = true;
    } else if (reason === 'rejected') {
      console.error(`The server refused a ${op.kind}; dropping it and reloading the tasks`, error);
      // Changes queued behind a refused create have no task to apply to.
      if (op.kind === 'create') for (const orphan of outbox.removeTask(op.taskId)) settleWaiter(orphan.opId);
      resyncOverHttp();
    }
  }

  function changed() {
    if (!sender.inflight && held.length > 0) {
      const waiting = held;
      held = [];
      for (const message of waiting) applyLiveMessage(message);
    }
    publish();
  }

  function settleWaiter(opId: string, error?: Error) {
    const waiter = waiters.get(opId);
    waiters.delete(opId);
    if (error) waiter?.reject(error);
    else waiter?.resolve();
  }

  /** Signed out: stop everything, keep the outbox for when the same user signs in again. */
  function halt() {
    halted = true;
    stop();
    for (const opId of [...waiters.keys()]) settleWaiter(opId, new Error('Signed out'));
    publish();
    deps.onUnauthorized?.();
  }

  // ---- the live stream -----------------------------------------------------------------------

  function onLiveMessage(message: LiveMessage) {
    if (message.type === 'ping') return;
    if (message.type === 'goal') return publish(message.dailyGoal);
    // The echo of a create in flight names a task we only know by its temp id until the create
    // answers: applying it now would show the task twice. It waits for the answer (milliseconds).
    if (sender.inflight?.kind === 'create') {
      held.push(message);
      return;
    }
    applyLiveMessage(message);
    publish();
  }

  function applyLiveMessage(message: LiveMessage) {
    if (message.type === 'snapshot') confirmed.applySnapshot(message.tasks);
    else if (message.type === 'changes') confirmed.applyChanges(message.upserts, message.deletes);
    tasksDirty = true;
  }

  function onLiveState(liveState: LiveState) {
    if (liveState === 'open') sender.retryNow();
    publish();
  }

  /** Reads the whole list over HTTP: after a refused change, or while the socket cannot open. */
  function resyncOverHttp() {
    api.list().then(
      (tasks) => onLiveMessage({ type: 'snapshot', tasks }),
      (error: unknown) => {
        if (classifySaveError(error) === 'unauthorized' && !halted) halt();
        // Otherwise the next live snapshot will do.
      },
    );
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  function start() {
    if (running || halted) return;
    running = true;
    stopNetwork =
      network?.subscribe((online) => {
        if (online) {
          live.reconnectNow();
          sender.retryNow();
        } else live.drop();
        publish();
      }) ?? null;
    live.start();
    claimed ??= claimOutbox();
    void claimed.then(() => {
      if (running) sender.start();
    });
  }

  async function claimOutbox() {
    if (!storage?.claimOutbox) return;
    try {
      const { adopted, disowned } = await storage.claimOutbox();
      if (disowned) for (const op of loaded) outbox.remove(op.opId);
      outbox.prepend(adopted);
      for (const op of adopted) sender.maybeSent.add(op.opId);
      outboxDirty ||= disowned || adopted.length > 0;
      publish();
    } catch (error) {
      console.warn('Could not check the outboxes of other tabs', error);
    }
  }

  function stop() {
    running = false;
    live.stop();
    sender.stop();
    stopNetwork?.();
    stopNetwork = null;
  }

  const core: StoreCore = {
    tasks: () => state.tasks,
    now: () => scheduler.now(),
    newId: deps.newId,
    resolveId: (id) => aliases.get(id) ?? id,
    canReachServer: () => !halted && !sender.failing && (network?.isOnline() ?? true),
    enqueue: (op, waiter) => {
      outbox.push(op);
      if (waiter) waiters.set(op.opId, waiter);
      outboxDirty = true;
      publish();
      sender.kick();
    },
    unsent: (taskId, kind) =>
      outbox.find((op) => op.taskId === taskId && op.kind === kind && !sender.maybeSent.has(op.opId)),
    queuedFor: (taskId) => outbox.all().filter((op) => op.taskId === taskId).length,
    replaceUnsent: (op) => {
      outbox.replace(op.opId, op);
      outboxDirty = true;
      publish();
    },
    cancelTask: (taskId) => {
      for (const op of outbox.removeTask(taskId)) settleWaiter(op.opId, new Error('The task was deleted'));
      outboxDirty = true;
      publish();
    },
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions: createTaskActions(core),
    start,
    stop,
  };
}
