import type { MoveTaskInput, Priority, Task, TaskSection, TaskSnapshot, UpdateTaskInput } from '@dayflow/core';

/** The server's task API as the store uses it; the HTTP version is in http-task-api.ts. */
export interface TaskApi {
  /** The user's tasks and the change version they include. */
  list(): Promise<TaskSnapshot>;
  /** Resolves with the existing task when the id was already used (a retried create). */
  create(input: {
    /** The new task's id, made here; or, for a create stored by an older client, its client key. */
    id?: string;
    clientKey?: string;
    text: string;
    priority: Priority;
    section: TaskSection;
    day?: string;
    remindAt?: string | null;
  }): Promise<Task>;
  update(id: string, changes: UpdateTaskInput): Promise<Task>;
  /** Resolves with the delete's version, or undefined when the task was already gone (404). */
  remove(id: string): Promise<number | undefined>;
  /** The tasks the move changed (none when it changed nothing) and the user's version after it. */
  move(id: string, move: MoveTaskInput): Promise<{ tasks: Task[]; version: number }>;
  reset(id: string): Promise<Task>;
  /** Back from Recently deleted; resolves with the task as it is when it already was back. */
  restore(id: string): Promise<Task>;
}
