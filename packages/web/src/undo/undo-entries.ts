import {
  LATER_SECTION,
  PLAN_TEXTS,
  TEXTS,
  UNDO_TEXTS,
  sortTasks,
  type Task,
  type TaskSection,
  type UndoEntry,
} from '@dayflow/core';
import { formatPlanDay } from '../lib/time-zone';
import type { UndoRecord } from '../sync';
import type { UndoCommand } from './undo-commands';

/**
 * Its index among the open tasks of its list (in Later, of its day): where a move puts it back
 * (moveTask's index).
 */
const openIndex = (tasks: Task[], task: Task) =>
  sortTasks(
    tasks.filter((t) => !t.completed && t.section === task.section && (t.day ?? null) === (task.day ?? null)),
  ).findIndex((t) => t.id === task.id);
/** The day a move back to `task`'s place names: its own, when it was in Later. */
const dayOf = (task: Task) => (task.day ? { day: task.day } : {});

/** A move says where to: a planned day by its date ("Planned for Fri, Dec 4"), a list by its title. */
function moveLabel(was: Task, now: Task, section: TaskSection): string {
  if (section === LATER_SECTION && now.day && now.day !== was.day) return PLAN_TEXTS.plannedFor(formatPlanDay(now.day));
  return section === was.section ? UNDO_TEXTS.moved : UNDO_TEXTS.movedTo(TEXTS.sectionTitles[section]);
}

/**
 * A noted change as an undo entry: its label for the toast, and the action and its inverse
 * (docs/api.md, "Undo: each action's inverse"), from what the user saw before and after it.
 */
export function undoEntry({ name, args, before, after }: UndoRecord): UndoEntry<UndoCommand> | undefined {
  const id = name === 'restoreTask' ? (args[0] as Task).id : (args[0] as string);
  const was = before.find((task) => task.id === id);
  const now = after.find((task) => task.id === id);
  switch (name) {
    case 'setCompleted': {
      const completed = args[1] as boolean;
      return {
        label: completed ? UNDO_TEXTS.completed : UNDO_TEXTS.reopened,
        action: { kind: 'complete', id, completed },
        inverse: { kind: 'complete', id, completed: !completed },
      };
    }
    case 'deleteTask':
      return (
        was && { label: UNDO_TEXTS.deleted, action: { kind: 'delete', id }, inverse: { kind: 'restore', task: was } }
      );
    case 'restoreTask': {
      const task = args[0] as Task;
      return { label: UNDO_TEXTS.restored, action: { kind: 'restore', task }, inverse: { kind: 'delete', id } };
    }
    case 'moveTask': {
      if (!was || !now) return undefined;
      const section = args[1] as TaskSection;
      return {
        label: moveLabel(was, now, section),
        action: { kind: 'move', id, section, index: openIndex(after, now), ...dayOf(now) },
        inverse: { kind: 'move', id, section: was.section, index: openIndex(before, was), ...dayOf(was) },
      };
    }
    case 'setNotes':
    case 'notesOverwritten': {
      if (!was || !now) return undefined;
      return {
        label: name === 'setNotes' ? UNDO_TEXTS.notes : UNDO_TEXTS.notesOverwritten,
        action: { kind: 'notes', id, notes: now.notes },
        inverse: { kind: 'notes', id, notes: was.notes },
      };
    }
    case 'setChecklist': {
      if (!was || !now) return undefined;
      return {
        label: UNDO_TEXTS.checklist,
        action: { kind: 'checklist', id, checklist: now.checklist },
        inverse: { kind: 'checklist', id, checklist: was.checklist },
      };
    }
    case 'editTask': {
      if (!was || !now) return undefined;
      const edit = (task: Task) => ({ kind: 'edit' as const, id, text: task.text, priority: task.priority });
      return {
        label: now.text === was.text ? UNDO_TEXTS.priority(now.priority) : UNDO_TEXTS.edited,
        action: edit(now),
        inverse: edit(was),
      };
    }
  }
}
