import type { ChecklistItem, Priority, Task, TaskSection } from '@dayflow/core';
import type { TaskActions } from '../sync';

/**
 * An action and its inverse as plain data (docs/api.md, "Undo: each action's inverse"), run
 * through the store's own actions: optimistic at once, queued, saved, seen live elsewhere.
 */
export type UndoCommand =
  | { kind: 'delete'; id: string }
  | { kind: 'restore'; task: Task }
  /** `day`: the day of a move to Later. */
  | { kind: 'move'; id: string; section: TaskSection; index: number; day?: string }
  | { kind: 'complete'; id: string; completed: boolean }
  | { kind: 'edit'; id: string; text: string; priority: Priority }
  | { kind: 'notes'; id: string; notes: string }
  | { kind: 'checklist'; id: string; checklist: ChecklistItem[] };

export function runCommand(actions: TaskActions, command: UndoCommand): void {
  switch (command.kind) {
    case 'delete':
      return actions.deleteTask(command.id);
    case 'restore':
      return actions.restoreTask(command.task);
    case 'move':
      return actions.moveTask(command.id, command.section, command.index, command.day);
    case 'complete':
      return actions.setCompleted(command.id, command.completed);
    case 'edit':
      actions.editTask(command.id, command);
      return;
    case 'notes':
      actions.setNotes(command.id, command.notes);
      return;
    case 'checklist':
      actions.setChecklist(command.id, command.checklist);
  }
}
