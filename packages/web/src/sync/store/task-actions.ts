import {
  ChecklistSchema,
  DEFAULT_PRIORITY,
  TaskNotesSchema,
  TaskTextSchema,
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
    addTask: ({ text, priority = DEFAULT_PRIORITY, section, day, remindAt }) => {
      const checked = checkText(text);
      if (checked === null) return false;
      core.enqueue({
        kind: 'create',
        opId: core.newId(),
        // Its final id at once: later actions, undo notes and the server all name it the same.
        taskId: core.newTaskId(),
        at: core.now(),
        text: checked,
        priority,
        section,
        ...(day && { day }),
        ...(remindAt && { remindAt }),
      });
      return true;
    },

    setReminder: (id, remindAt) => {
      const task = visible(id);
      if (task && (task.remindAt ?? null) !== remindAt) update(task, { remindAt });
    },

    setCompleted: (id, completed) => {
      const task = visible(id);
      if (task && task.completed !== completed) update(task, { completed });
    },

    editTask: (id, { text, priority }) => {
      const task = visible(id);
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
      // Sent even when the task's create is not: the server then has it in Recently deleted, and
      // a restore (undo) is the same request whether or not the create had gone out first.
      if (visible(id)) core.enqueue({ kind: 'delete', opId: core.newId(), taskId: id, at: core.now() });
    },

    moveTask: (id, section, index, day) => {
      // The server wants a whole index within range: where planMove puts the task (orders have gaps).
      const landed = landingIndex(core.tasks(), id, section, index, day ?? null);
      if (landed === null) return;
      const planned = day === undefined ? {} : { day };
      core.enqueue({
        kind: 'move',
        opId: core.newId(),
        taskId: id,
        at: core.now(),
        section,
        index: landed,
        ...planned,
      });
    },

    resetTask: (id) =>
      new Promise<void>((resolve, reject) => {
        const task = visible(id);
        if (!task) return reject(new Error('No such task'));
        if (!core.canReachServer()) return reject(new Error('The server cannot be reached'));
        core.enqueue({ kind: 'reset', opId: core.newId(), taskId: task.id, at: core.now() }, { resolve, reject });
      }),

    setNotes: (id, notes) => {
      if (!TaskNotesSchema.safeParse(notes).success) return false;
      const task = visible(id);
      if (task && task.notes !== notes) update(task, { notes });
      return true;
    },

    setChecklist: (id, checklist) => {
      const parsed = ChecklistSchema.safeParse(checklist);
      if (!parsed.success) return false;
      const task = visible(id);
      if (task && JSON.stringify(task.checklist) !== JSON.stringify(parsed.data))
        update(task, { checklist: parsed.data });
      return true;
    },

    restoreTask: (task) => {
      if (!visible(task.id))
        core.enqueue({ kind: 'restore', opId: core.newId(), taskId: task.id, at: core.now(), task });
    },
  };
  return actions;
}

/** Trimmed text, or null when it is blank (spec §5) or longer than the server accepts. */
function checkText(text: string): string | null {
  const parsed = TaskTextSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  if (text.trim()) console.error('Task text refused:', parsed.error.issues[0]?.message);
  return null;
}
