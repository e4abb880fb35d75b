import type { ChecklistItem, Priority, Task, TaskSection } from '@dayflow/core';

export interface NewTaskInput {
  text: string;
  priority?: Priority;
  section: TaskSection;
  /** The day a Later task is planned for (required there, refused elsewhere: see CreateTaskSchema). */
  day?: string;
  /** ISO 8601 instant of a reminder (quick-add `@15:00`). */
  remindAt?: string | null;
}

export interface TaskActions {
  /**
   * Adds at the end of the section; text is trimmed, blank text is ignored. False when the text
   * was refused (blank, or longer than the server accepts), so the caller can keep it.
   */
  addTask(input: NewTaskInput): boolean;
  setCompleted(id: string, completed: boolean): void;
  /** False when the text was refused, as for addTask (an unchanged task is not refused). */
  editTask(id: string, changes: { text: string; priority: Priority }): boolean;
  deleteTask(id: string): void;
  /**
   * index: position among the OPEN tasks of `section` (see planMove in core); in Later, among
   * those of `day`, which a move there names.
   */
  moveTask(id: string, section: TaskSection, index: number, day?: string): void;
  /** 'Still Need Work': restarts the 4-day timer. Rejects when the server refuses or is unreachable. */
  resetTask(id: string): Promise<void>;
  /** Back from Recently deleted (or an undone delete) to its place in its own list (restorePosition). */
  restoreTask(task: Task): void;
  /** Sets (ISO 8601 instant) or clears (null) the task's reminder. */
  setReminder(id: string, remindAt: string | null): void;
  /**
   * Sets the task's whole notes. False when they were refused (longer than the server accepts,
   * or broken Unicode), so the caller keeps the text and says why: nothing typed is cut.
   */
  setNotes(id: string, notes: string): boolean;
  /** Sets the task's whole checklist, in order; false when refused, as for setNotes. */
  setChecklist(id: string, checklist: ChecklistItem[]): boolean;
}

/** 'live': connected and saved; 'syncing': saves in flight; 'offline': server unreachable, changes kept locally. */
export type SyncStatus = { state: 'connecting' | 'live' | 'syncing' | 'offline'; pending: number };

/** Everything the hooks read, replaced (never mutated) on change so React can compare by reference. */
export interface TaskStoreState {
  /**
   * All sections, Later included (the board shows only its three lists), sorted by order then
   * createdAt, one entry per id, pending local changes applied.
   */
  tasks: Task[];
  status: SyncStatus;
}

/** The time source and timers, injected so tests drive them and no rule reads the clock itself. */
export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
