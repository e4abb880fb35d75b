import { nextOrder, planMove, restorePosition, sortTasks, type Task } from '@dayflow/core';
import type { PendingOp } from './outbox-ops';

/**
 * What the user sees: the server's tasks with every unsaved change replayed on top, in order.
 *
 * Replaying intents (rather than remembering the values they produced) keeps the view right when
 * the server's state moves underneath: a move is planned again against the latest lists, a new
 * task goes after whatever the section holds now — exactly what the server will do with them.
 * Fields a pending op does not touch show the server's latest value.
 */
export function applyPending(confirmed: Iterable<Task>, ops: readonly PendingOp[]): Task[] {
  const tasks = new Map<string, Task>();
  for (const task of confirmed) tasks.set(task.id, task);
  for (const op of ops) applyOp(tasks, op);
  return sortTasks([...tasks.values()]);
}

function applyOp(tasks: Map<string, Task>, op: PendingOp): void {
  const task = tasks.get(op.taskId);
  switch (op.kind) {
    case 'create':
      // Already confirmed (its echo came first, or an earlier attempt was saved): the server's copy.
      if (task) return;
      tasks.set(op.taskId, {
        id: op.taskId,
        text: op.text,
        priority: op.priority,
        completed: false,
        section: op.section,
        ...(op.day && { day: op.day }),
        order: nextOrder([...tasks.values()], op.section),
        createdAt: op.at,
        updatedAt: op.at,
        ...(op.remindAt && { remindAt: op.remindAt }),
        notes: '',
        checklist: [],
      });
      return;
    case 'update':
      // A reminder set again is no longer the missed one.
      if (task) {
        const missed = op.changes.remindAt !== undefined ? { reminderMissed: false } : {};
        tasks.set(task.id, { ...task, ...op.changes, ...missed, updatedAt: op.at });
      }
      return;
    case 'delete':
      tasks.delete(op.taskId);
      return;
    case 'reset':
      if (task) tasks.set(task.id, { ...task, createdAt: op.at, updatedAt: op.at });
      return;
    case 'restore': {
      // Where the server will put it back (restorePosition), unless it is back already.
      const restored = { ...op.task, id: op.taskId };
      if (!task) tasks.set(op.taskId, { ...restored, ...restorePosition([...tasks.values()], restored) });
      return;
    }
    case 'move':
      for (const moved of planMove([...tasks.values()], op.taskId, op.section, op.index, op.at, op.day ?? null) ?? []) {
        tasks.set(moved.id, moved);
      }
      return;
  }
}

/**
 * `next` with every task equal to its namesake in `previous` replaced by that same object, and
 * `previous` itself when nothing differs, so memoised rows and useSyncExternalStore see no change.
 */
export function shareUnchanged(previous: Task[], next: Task[]): Task[] {
  const byId = new Map(previous.map((task) => [task.id, task]));
  let same = previous.length === next.length;
  const shared = next.map((task, index) => {
    const old = byId.get(task.id);
    const kept = old && sameTask(old, task) ? old : task;
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return same ? previous : shared;
}

function sameTask(a: Task, b: Task): boolean {
  return (
    a.text === b.text &&
    a.priority === b.priority &&
    a.completed === b.completed &&
    a.section === b.section &&
    (a.day ?? null) === (b.day ?? null) &&
    a.order === b.order &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    (a.remindAt ?? null) === (b.remindAt ?? null) &&
    Boolean(a.reminderMissed) === Boolean(b.reminderMissed) &&
    a.routineId === b.routineId &&
    a.version === b.version &&
    a.notes === b.notes &&
    sameChecklist(a.checklist, b.checklist)
  );
}

function sameChecklist(a: Task['checklist'], b: Task['checklist']): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((item, i) => item.id === b[i]!.id && item.text === b[i]!.text && item.done === b[i]!.done))
  );
}
