import type { LiveMessage, Task } from '@dayflow/core';
import { applyPending, shareUnchanged } from './apply-pending';
import { ConfirmedTasks } from './confirmed-tasks';
import { LiveConnection } from '../browser/live-connection';
import type { OpenLiveSocket } from '../browser/live-socket';
import type { NetworkMonitor } from '../browser/network-monitor';
import { Outbox } from './outbox';
import { OutboxSender } from '../sending/outbox-sender';
import type { StoreContext } from './store-context';
import type { StoreCore } from './store-core';
import { createLifecycle } from './store-lifecycle';
import { createReconcile } from './store-reconcile';
import type { SyncStorage } from '../browser/sync-storage';
import { deriveSyncStatus, sameStatus } from './sync-status';
import type { Scheduler, TaskActions, TaskStoreState } from './sync-types';
import type { TaskApi } from '../browser/task-api';
import { createTaskActions } from './task-actions';
import { newTaskId } from '../browser/new-task-id';
import { NotesWrites, type NotesOverwrite } from './notes-writes';

export interface TaskStoreDeps {
  api: TaskApi;
  openLiveSocket: OpenLiveSocket;
  scheduler: Scheduler;
  /** Omitted: nothing survives a reload. */
  storage?: SyncStorage;
  network?: NetworkMonitor;
  /** For the backoff jitter; tests pin it. */
  random?: () => number;
  /** Random ids for ops. */
  newId: () => string;
  /** New tasks' ids; UUIDv7 from the scheduler's clock unless given (browser/new-task-id.ts). */
  newTaskId?: () => string;
  /** The session ended (401): the app should go to /login. */
  onUnauthorized?: () => void;
  /**
   * The server speaks a newer sync protocol (close 4426, a 426): the store has stopped and
   * stored its outbox; the app should load its new version.
   */
  onUpgradeRequired?: () => void;
  /**
   * Every live message but pings, for the owners of other server data (the goal, the day, the
   * settings, the routines: lib/server-data's liveListeners). `opening`: the
   * first message of a connection, after which anything missed while disconnected is read again.
   */
  onLive?: (message: LiveMessage, opening: boolean) => void;
}

export interface TaskStore {
  getState(): TaskStoreState;
  subscribe(listener: () => void): () => void;
  actions: TaskActions;
  /** Connects and starts sending; safe to call again after stop(). */
  start(): void;
  stop(): void;
  /**
   * Tells `listener` when another device's newer write replaced notes this device had just
   * written: `before` is the list as it was with this device's notes, for undo to give them back.
   */
  onNotesOverwritten(listener: (overwrite: NotesOverwrite & { before: Task[]; after: Task[] }) => void): () => void;
}

/**
 * The one owner of the user's tasks: the confirmed server state, the outbox of unsaved changes
 * replayed on top of it, the sender that drains the outbox, and the live stream that keeps the
 * confirmed state current. Framework-free; React reads it through task-store-provider.tsx.
 * The parts live beside it: store-reconcile.ts (the server's word in) and store-lifecycle.ts.
 */
export function createTaskStore(deps: TaskStoreDeps): TaskStore {
  const { scheduler, storage, network } = deps;
  const loaded = storage?.loadOutbox() ?? [];
  const outbox = new Outbox(loaded);
  const listeners = new Set<() => void>();
  const overwriteListeners = new Set<Parameters<TaskStore['onNotesOverwritten']>[0]>();
  // The sender and the live connection call back into parts built from the context they are
  // part of: the callbacks look the parts up when called, never during construction.
  const sender = new OutboxSender(
    outbox,
    deps.api,
    scheduler,
    {
      sending: (op) => reconcile.sending(op),
      saved: (op, answer) => reconcile.saved(op, answer),
      dropped: (op, reason, error) => reconcile.dropped(op, reason, error),
      unauthorized: () => lifecycle.halt(),
      upgradeRequired: () => lifecycle.upgrade(),
      changed: () => reconcile.changed(),
    },
    deps.random,
  );
  for (const op of loaded) sender.maybeSent.add(op.opId);
  const live = new LiveConnection({
    openSocket: deps.openLiveSocket,
    scheduler,
    random: deps.random,
    since: () => ctx.confirmed.version,
    onMessage: (message, opening) => reconcile.onLiveMessage(message, opening),
    onStateChange: (liveState) => reconcile.onLiveState(liveState),
    onUpgradeRequired: () => lifecycle.upgrade(),
    onConnectFailed: () => {
      // A browser cannot see why an upgrade failed: ask over HTTP (a 401 means signed out).
      if (ctx.running) reconcile.resyncOverHttp();
    },
  });

  const stored = storage?.loadTasks();
  const ctx: StoreContext = {
    deps,
    confirmed: new ConfirmedTasks(stored?.tasks, stored?.version),
    outbox,
    loaded,
    waiters: new Map(),
    notesWrites: new NotesWrites(),
    sender,
    live,
    running: false,
    halted: false,
    tasksDirty: false,
    outboxDirty: false,
    ready: null,
    publish,
    settleWaiter,
  };
  const lifecycle = createLifecycle(ctx);
  let reconcile = createReconcile(ctx, lifecycle.halt);
  // Only the first screen's part was read at once: the rest comes before anything connects,
  // so the server's word is never merged into, nor the copy saved from, a partial list.
  if (stored?.complete === false && storage?.loadAllTasks) ctx.ready = loadTheRest(storage.loadAllTasks());

  async function loadTheRest(all: Promise<{ tasks: Task[]; version?: number } | null>) {
    const whole = await all.catch(() => null);
    // Nothing more on the device: the part read has no version, so the stream starts with a snapshot.
    ctx.confirmed = whole ? new ConfirmedTasks(whole.tasks, whole.version) : new ConfirmedTasks(stored?.tasks);
    reconcile = createReconcile(ctx, lifecycle.halt);
    ctx.ready = null;
    publish();
  }

  const status = () =>
    deriveSyncStatus({
      live: live.getState(),
      browserOffline: network ? !network.isOnline() : false,
      saveFailing: sender.failing,
      halted: ctx.halted,
      pending: outbox.size,
    });
  let state: TaskStoreState = {
    tasks: applyPending(ctx.confirmed.list(), outbox.all()),
    status: status(),
  };

  /** Saves what changed, recomputes what the hooks read, and tells them if anything differs. */
  function publish() {
    if (ctx.tasksDirty) storage?.saveTasks(ctx.confirmed.list(), ctx.confirmed.version);
    // Resets are answered to their caller, who is gone after a reload: they are not kept.
    if (ctx.outboxDirty) storage?.saveOutbox(outbox.all().filter((op) => op.kind !== 'reset'));
    ctx.tasksDirty = ctx.outboxDirty = false;
    const tasks = shareUnchanged(state.tasks, applyPending(ctx.confirmed.list(), outbox.all()));
    const next = status();
    const same = sameStatus(next, state.status);
    if (tasks !== state.tasks || !same) {
      state = { tasks, status: same ? state.status : next };
      for (const listener of [...listeners]) listener();
    }
    tellOverwrites();
  }

  /** After the hooks have the new list: undo notes each overwrite against it. */
  function tellOverwrites() {
    const found = ctx.notesWrites.overwritten((id) => ctx.confirmed.get(id), outbox.all(), scheduler.now());
    for (const overwrite of found) {
      const after = state.tasks;
      const before = after.map((task) => (task.id === overwrite.taskId ? { ...task, notes: overwrite.mine } : task));
      for (const listener of [...overwriteListeners]) listener({ ...overwrite, before, after });
    }
  }

  function settleWaiter(opId: string, error?: Error) {
    const waiter = ctx.waiters.get(opId);
    ctx.waiters.delete(opId);
    if (error) waiter?.reject(error);
    else waiter?.resolve();
  }

  const core: StoreCore = {
    tasks: () => state.tasks,
    now: () => scheduler.now(),
    newId: deps.newId,
    newTaskId: deps.newTaskId ?? (() => newTaskId(scheduler.now())),
    canReachServer: () => !ctx.halted && !sender.failing && (network?.isOnline() ?? true),
    enqueue: (op, waiter) => {
      outbox.push(op);
      ctx.notesWrites.queued(op);
      if (waiter) ctx.waiters.set(op.opId, waiter);
      ctx.outboxDirty = true;
      publish();
      sender.kick();
    },
    unsent: (taskId, kind) =>
      outbox.find((op) => op.taskId === taskId && op.kind === kind && !sender.maybeSent.has(op.opId)),
    queuedFor: (taskId) => outbox.all().filter((op) => op.taskId === taskId).length,
    replaceUnsent: (op) => {
      outbox.replace(op.opId, op);
      ctx.outboxDirty = true;
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
    start: lifecycle.start,
    stop: lifecycle.stop,
    onNotesOverwritten: (listener) => {
      overwriteListeners.add(listener);
      return () => overwriteListeners.delete(listener);
    },
  };
}
