import {
  ChecklistSchema,
  PlannedDaySchema,
  PrioritySchema,
  TaskSchema,
  TaskSectionSchema,
  type ChecklistItem,
  type Priority,
  type Task,
  type TaskSection,
} from '@dayflow/core';

export interface TaskFieldChanges {
  text?: string;
  priority?: Priority;
  completed?: boolean;
  /** ISO 8601 instant, or null to clear the reminder. */
  remindAt?: string | null;
  /** The whole notes text. */
  notes?: string;
  /** The whole checklist, in order. */
  checklist?: ChecklistItem[];
}

interface OpBase {
  /** Unique per operation; the outbox and its persisted copy are keyed by it. */
  opId: string;
  /** The task it applies to: its one id, made by the client for a new task (new-task-id.ts). */
  taskId: string;
  /** Local time of the user's action; the optimistic updatedAt. */
  at: number;
}

/**
 * One unsaved change, in the order the user made it. Each is idempotent on the server (a create
 * carries the task's id; the rest set values rather than toggle them), so sending one again after
 * a lost response or a reload is harmless.
 */
export type PendingOp =
  | (OpBase & {
      kind: 'create';
      /** Only in a create stored by an older client, which may have reached the server with it. */
      clientKey?: string;
      text: string;
      priority: Priority;
      section: TaskSection;
      /** A Later task's day. */
      day?: string;
      remindAt?: string | null;
    })
  | (OpBase & { kind: 'update'; changes: TaskFieldChanges })
  | (OpBase & { kind: 'delete' })
  | (OpBase & { kind: 'move'; section: TaskSection; index: number; day?: string })
  | (OpBase & { kind: 'reset' })
  /** Back from Recently deleted; `task` as it was, to show it in its place before the answer. */
  | (OpBase & { kind: 'restore'; task: Task });

/** The op aimed at `to` instead of `from` (a stored create's task may have another id on the server). */
export function retarget(op: PendingOp, from: string, to: string): PendingOp {
  if (op.taskId !== from) return op;
  return op.kind === 'restore' ? { ...op, taskId: to, task: { ...op.task, id: to } } : { ...op, taskId: to };
}

/** Reads back a persisted op, or null when the stored value is not one (old format, tampering). */
export function parsePendingOp(value: unknown): PendingOp | null {
  if (typeof value !== 'object' || value === null) return null;
  const op = value as Record<string, unknown>;
  if (typeof op.opId !== 'string' || typeof op.taskId !== 'string' || typeof op.at !== 'number') return null;
  const base = { opId: op.opId, taskId: op.taskId, at: op.at };
  switch (op.kind) {
    case 'create': {
      const priority = PrioritySchema.safeParse(op.priority);
      const section = TaskSectionSchema.safeParse(op.section);
      const clientKey = op.clientKey === undefined || typeof op.clientKey === 'string';
      const day = readDay(op.day);
      if (!clientKey || typeof op.text !== 'string' || !priority.success || !section.success || day === null)
        return null;
      return {
        ...base,
        kind: 'create',
        ...(typeof op.clientKey === 'string' && { clientKey: op.clientKey }),
        text: op.text,
        priority: priority.data,
        section: section.data,
        ...(day && { day }),
        ...(typeof op.remindAt === 'string' && { remindAt: op.remindAt }),
      };
    }
    case 'update': {
      const changes = parseChanges(op.changes);
      return changes && { ...base, kind: 'update', changes };
    }
    case 'move': {
      const section = TaskSectionSchema.safeParse(op.section);
      const day = readDay(op.day);
      if (!section.success || typeof op.index !== 'number' || day === null) return null;
      return { ...base, kind: 'move', section: section.data, index: op.index, ...(day && { day }) };
    }
    case 'restore': {
      const task = TaskSchema.safeParse(op.task);
      return task.success ? { ...base, kind: 'restore', task: task.data } : null;
    }
    case 'delete':
    case 'reset':
      return { ...base, kind: op.kind };
    default:
      return null;
  }
}

/** A stored op's day: undefined when it has none, null when it is not a date (the op is dropped). */
function readDay(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  const day = PlannedDaySchema.safeParse(value);
  return day.success ? day.data : null;
}

function parseChanges(value: unknown): TaskFieldChanges | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const changes: TaskFieldChanges = {};
  if (raw.text !== undefined) {
    if (typeof raw.text !== 'string') return null;
    changes.text = raw.text;
  }
  if (raw.priority !== undefined) {
    const priority = PrioritySchema.safeParse(raw.priority);
    if (!priority.success) return null;
    changes.priority = priority.data;
  }
  if (raw.completed !== undefined) {
    if (typeof raw.completed !== 'boolean') return null;
    changes.completed = raw.completed;
  }
  if (raw.remindAt !== undefined) {
    if (raw.remindAt !== null && typeof raw.remindAt !== 'string') return null;
    changes.remindAt = raw.remindAt;
  }
  if (raw.notes !== undefined) {
    if (typeof raw.notes !== 'string') return null;
    changes.notes = raw.notes;
  }
  if (raw.checklist !== undefined) {
    const checklist = ChecklistSchema.safeParse(raw.checklist);
    if (!checklist.success) return null;
    changes.checklist = checklist.data;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
