import { isTempId, TasksSchema, type Task } from '@dayflow/core';
import { parsePendingOp, type PendingOp } from '../store/outbox-ops';
import { upgradeStoredOps } from '../store/stored-ops-upgrade';
import { TASKS_FORMAT } from './stored-tasks';

/**
 * The formats the task copy and the outbox have been stored in on a device, and the one step
 * from each to the next. What any earlier client stored is read by running its steps in order,
 * so a new format adds a step here and never a second way of reading.
 *
 * Outbox (localStorage, one key per tab):
 * - 0: a bare list of ops whose creates name a `temp-…` id until saved (the oldest clients);
 * - 1: a bare list of ops naming client-made ids;
 * - 2: `{format: 2, ops}`.
 *
 * Tasks:
 * - 1: a bare list in localStorage (no change version);
 * - 2: `{version, tasks}` in localStorage, the whole list;
 * - 3: IndexedDB, one record per task and V in a meta record (device-store.ts); localStorage then
 *   holds only the first screen's copy, `{version, format: 3, complete, tasks}` (first-screen.ts).
 */
export const OUTBOX_FORMAT = 2;
export { TASKS_FORMAT };

/** An outbox as stored, in whichever format. */
interface OutboxAt {
  format: number;
  ops: unknown[];
}

/** Each step takes an outbox of format n to n + 1. */
const OUTBOX_STEPS: Record<number, (ops: PendingOp[], newTaskId: () => string) => PendingOp[]> = {
  // Each create of a temp id gets a real id and the ops behind it follow (stored-ops-upgrade.ts).
  0: (ops, newTaskId) => upgradeStoredOps(ops, newTaskId) ?? ops,
  // Only the wrapping changed: the ops are the same.
  1: (ops) => ops,
};

export interface ReadOutbox {
  ops: PendingOp[];
  /** Read from an earlier format: write it back now, so a reload before the next save does not migrate again (and give new ids again). */
  migrated: boolean;
}

export function readStoredOutbox(stored: unknown, newTaskId: () => string): ReadOutbox {
  const at = outboxFormat(stored);
  if (!at) return { ops: [], migrated: false };
  let ops = at.ops.map(parsePendingOp).filter((op): op is PendingOp => op !== null);
  let format = at.format;
  for (; format < OUTBOX_FORMAT; format++) ops = OUTBOX_STEPS[format]!(ops, newTaskId);
  return { ops, migrated: at.format < OUTBOX_FORMAT };
}

export function storedOutbox(ops: readonly PendingOp[]): { format: number; ops: readonly PendingOp[] } {
  return { format: OUTBOX_FORMAT, ops };
}

function outboxFormat(stored: unknown): OutboxAt | null {
  if (Array.isArray(stored)) {
    const temp = stored.some(
      (op) => typeof (op as { taskId?: unknown })?.taskId === 'string' && isTempId((op as { taskId: string }).taskId),
    );
    return { format: temp ? 0 : 1, ops: stored };
  }
  const object = stored as { format?: unknown; ops?: unknown } | null;
  if (typeof object?.format === 'number' && Array.isArray(object.ops))
    return { format: object.format, ops: object.ops };
  return null;
}

/** The task copy as read from localStorage. */
export interface ReadTasks {
  tasks: Task[];
  version?: number;
  /** Every task of the user (formats 1 and 2 always are; a first-screen copy may be). */
  complete: boolean;
  /** From before IndexedDB: the whole list still has to move there. */
  migrate: boolean;
}

/**
 * Formats 1 and 2 hold the whole list: step 1 → 2 gives it no version (the stream then starts
 * with a snapshot), and step 2 → 3 is the move into IndexedDB, which the caller makes (`migrate`).
 */
export function readStoredTasks(stored: unknown): ReadTasks | null {
  if (Array.isArray(stored)) return fromList(stored, undefined, 1);
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as { version?: unknown; format?: unknown; complete?: unknown; tasks?: unknown };
  const version = typeof value.version === 'number' ? value.version : undefined;
  if (value.format === undefined) return fromList(value.tasks, version, 2);
  if (value.format !== TASKS_FORMAT) return null;
  const read = fromList(value.tasks, version, TASKS_FORMAT);
  return read && { ...read, complete: value.complete === true };
}

function fromList(list: unknown, version: number | undefined, format: number): ReadTasks | null {
  const parsed = TasksSchema.safeParse(list);
  if (!parsed.success) return null;
  const read: ReadTasks = { tasks: parsed.data, complete: true, migrate: format < TASKS_FORMAT };
  if (version !== undefined) read.version = version;
  return read;
}
