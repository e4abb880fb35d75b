import {
  DEFAULT_PRIORITY,
  TaskTextSchema,
  TEMP_ID_PREFIX,
  isTempId,
  landingIndex,
  type Priority,
  type Task,
} from '@dayflow/core';
import type { StoreCore } from './store-core';
import type { TaskFieldChanges } from './outbox-ops';
import type { TaskActions } from './sync-types';

/**
 * The actions components call. Each checks the change against what the user sees, turns it into
 * an op, and queues it; the view shows it at once. Changes that would do nothing are not queued.
 */
export function createTaskActions(core: StoreCore): TaskActions {
  const visible = (id: string): Task | undefined => core.tasks().find((task) => task.id === id);

  const update = (task: Task, changes: TaskFieldChanges) => {
    core.enqueue({ kind: 'update', opId: core.newId(), taskId: task.id, at: core.now(), changes });
  };

  const actions: TaskActions = {
    addTask: ({ text, priority = DEFAULT_PRIORITY, section, remindAt }) => {
      const checked = checkText(text);
      if (checked === null) return false;
      core.enqueue({
        kind: 'create',
        opId: core.newId(),
        taskId: `${TEMP_ID_PREFIX}${core.newId()}`,
        clientKey: core.newId(),
        at: core.now(),
        text: checked,
        priority,
        section,
        ...(remindAt && { remindAt }),
      });
      return true;
    },

    setReminder: (id, remindAt) => {
      const task = visible(core.resolveId(id));
      if (task && (task.remindAt ?? null) !== remindAt) update(task, { remindAt });
    },

    setCompleted: (id, completed) => {
      const task = visible(core.resolveId(id));
      if (task && task.completed !== completed) update(task, { completed });
    },

    editTask: (id, { text, priority }) => {
      const task = visible(core.resolveId(id));
      const checked = checkText(text);
      if (checked === null) return false;
      if (!task) return true;
      const changes: { text?: string; priority?: Priority } = {};
      if (checked !== task.text) changes.text = checked;
      if (priority !== task.priority) changes.priority = priority;
      if (Object.keys(changes).length === 0) return true;
      // A task still waiting to be created, with nothing queued after it, is simply created with
      // the new text (with changes queued behind, folding would reorder them).
      const create = core.unsent(task.id, 'create');
      if (create?.kind === 'create' && core.queuedFor(task.id) === 1) core.replaceUnsent({ ...create, ...changes });
      else update(task, changes);
      return true;
    },

    deleteTask: (id) => {
      const task = visible(core.resolveId(id));
      if (!task) return;
      // Never sent: nothing to undo on the server, so the create and its follow-ups just go.
      if (isTempId(task.id) && core.unsent(task.id, 'create')) core.cancelTask(task.id);
      else core.enqueue({ kind: 'delete', opId: core.newId(), taskId: task.id, at: core.now() });
    },

    moveTask: (id, section, index) => {
      const taskId = core.resolveId(id);
      const now = core.now();
      // The server wants a whole index within range: where planMove puts the task (orders have gaps).
      const landed = landingIndex(core.tasks(), taskId, section, index);
      if (landed === null) return;
      core.enqueue({ kind: 'move', opId: core.newId(), taskId, at: now, section, index: landed });
    },

    resetTask: (id) =>
      new Promise<void>((resolve, reject) => {
        const task = visible(core.resolveId(id));
        if (!task) return reject(new Error('No such task'));
        if (!core.canReachServer()) return reject(new Error('The server cannot be reached'));
        core.enqueue({ kind: 'reset', opId: core.newId(), taskId: task.id, at: core.now() }, { resolve, reject });
      }),

    restoreTask: (deleted) => {
      const taskId = core.resolveId(deleted.id);
      if (visible(taskId)) return;
      const task = { ...deleted, id: taskId };
      if (!isTempId(taskId) || core.queuedFor(taskId) > 0) {
        core.enqueue({ kind: 'restore', opId: core.newId(), taskId, at: core.now(), task });
        return;
      }
      // Deleted before its create was sent, so the server never had it: created again, in its place.
      const { text, priority, section, completed } = task;
      core.enqueue({
        kind: 'create',
        opId: core.newId(),
        taskId,
        clientKey: core.newId(),
        at: core.now(),
        text,
        priority,
        section,
      });
      if (completed) update(visible(taskId)!, { completed });
      else actions.moveTask(taskId, section, openBefore(core.tasks(), task));
    },
  };
  return actions;
}

/** How many open tasks of its list sort before `task`: its index there, as moveTask takes it. */
function openBefore(tasks: Task[], task: Task): number {
  return tasks.filter(
    (t) =>
      t.id !== task.id &&
      !t.completed &&
      t.section === task.section &&
      (t.order < task.order || (t.order === task.order && t.createdAt < task.createdAt)),
  ).length;
}

/** Trimmed text, or null when it is blank (spec §5) or longer than the server accepts. */
function checkText(text: string): string | null {
  const parsed = TaskTextSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  if (text.trim()) console.error('Task text refused:', parsed.error.issues[0]?.message);
  return null;
}
