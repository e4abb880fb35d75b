import {
  DEFAULT_PRIORITY,
  TaskTextSchema,
  TEMP_ID_PREFIX,
  isTempId,
  planMove,
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

  return {
    addTask: ({ text, priority = DEFAULT_PRIORITY, section }) => {
      const checked = checkText(text);
      if (checked === null) return;
      core.enqueue({
        kind: 'create',
        opId: core.newId(),
        taskId: `${TEMP_ID_PREFIX}${core.newId()}`,
        clientKey: core.newId(),
        at: core.now(),
        text: checked,
        priority,
        section,
      });
    },

    setCompleted: (id, completed) => {
      const task = visible(core.resolveId(id));
      if (task && task.completed !== completed) update(task, { completed });
    },

    editTask: (id, { text, priority }) => {
      const task = visible(core.resolveId(id));
      const checked = checkText(text);
      if (!task || checked === null) return;
      const changes: { text?: string; priority?: Priority } = {};
      if (checked !== task.text) changes.text = checked;
      if (priority !== task.priority) changes.priority = priority;
      if (Object.keys(changes).length === 0) return;
      // A task still waiting to be created, with nothing queued after it, is simply created with
      // the new text (with changes queued behind, folding would reorder them).
      const create = core.unsent(task.id, 'create');
      if (create?.kind === 'create' && core.queuedFor(task.id) === 1) core.replaceUnsent({ ...create, ...changes });
      else update(task, changes);
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
      const planned = planMove(core.tasks(), taskId, section, index, now);
      const moved = planned?.find((task) => task.id === taskId);
      if (!moved) return;
      // The server wants a whole index within range: the moved task's new order is exactly that.
      core.enqueue({ kind: 'move', opId: core.newId(), taskId, at: now, section, index: moved.order });
    },

    resetTask: (id) =>
      new Promise<void>((resolve, reject) => {
        const task = visible(core.resolveId(id));
        if (!task) return reject(new Error('No such task'));
        if (!core.canReachServer()) return reject(new Error('The server cannot be reached'));
        core.enqueue({ kind: 'reset', opId: core.newId(), taskId: task.id, at: core.now() }, { resolve, reject });
      }),
  };
}

/** Trimmed text, or null when it is blank (spec §5) or longer than the server accepts. */
function checkText(text: string): string | null {
  const parsed = TaskTextSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  if (text.trim()) console.error('Task text refused:', parsed.error.issues[0]?.message);
  return null;
}
