import type { ConfirmedTasks } from './confirmed-tasks';
import type { LiveConnection } from '../browser/live-connection';
import type { NotesWrites } from './notes-writes';
import type { Outbox } from './outbox';
import type { OutboxSender } from '../sending/outbox-sender';
import type { Waiter } from './store-core';
import type { TaskStoreDeps } from './task-store';

/**
 * What the parts of one task store share: its state holders and flags. Built once by
 * createTaskStore; the reconcile and lifecycle parts read and change it, publish() shows it.
 */
export interface StoreContext {
  deps: TaskStoreDeps;
  confirmed: ConfirmedTasks;
  outbox: Outbox;
  /** The outbox as this tab found it in storage at load. */
  loaded: ReturnType<Outbox['all']>;
  waiters: Map<string, Waiter>;
  /** This device's recent notes writes, watched for another device's overwrite. */
  notesWrites: NotesWrites;
  sender: OutboxSender;
  live: LiveConnection;
  running: boolean;
  /** Signed out: nothing restarts until a new store is made. */
  halted: boolean;
  tasksDirty: boolean;
  outboxDirty: boolean;
  /** Pending while the device's whole copy is still being read (task-store.ts); nothing connects before. */
  ready: Promise<void> | null;
  /** Saves what changed and tells the hooks. */
  publish(): void;
  settleWaiter(opId: string, error?: Error): void;
}
