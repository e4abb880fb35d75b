import { DEFAULT_PRIORITY, type Task } from '@dayflow/core';

/** A task with sensible defaults: its text is its id, open, in Today, created now. */
export function makeTask(over: Partial<Task> & { id: string }): Task {
  return {
    text: over.id,
    priority: DEFAULT_PRIORITY,
    completed: false,
    section: 'today',
    order: 0,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    notes: '',
    checklist: [],
    ...over,
  };
}
