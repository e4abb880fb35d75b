import { dedupeById, type Task } from '@dayflow/core';

/**
 * The tasks as the server last confirmed them, merged from three sources that race each other:
 * snapshots and changes on the live stream, and the answers to our own saves.
 *
 * Two rules keep a late message from undoing a newer one (the live echo of a save often arrives
 * after the save's own answer): a copy older than the one we hold (by the server's updatedAt) is
 * ignored, and an id the server has deleted never comes back (ids are UUIDs, never reused).
 */
export class ConfirmedTasks {
  private readonly tasks = new Map<string, Task>();
  private readonly deleted = new Set<string>();
  /** Saved since the last snapshot: a snapshot read before such a save may not contain it yet. */
  private readonly savedSinceSnapshot = new Set<string>();

  constructor(initial: Task[] = []) {
    for (const task of dedupeById(initial)) this.tasks.set(task.id, task);
  }

  list(): Task[] {
    return [...this.tasks.values()];
  }

  has(id: string): boolean {
    return this.tasks.has(id);
  }

  /** The answer to one of our saves. */
  acceptSaved(tasks: Task[]): void {
    for (const task of tasks) {
      if (this.upsert(task)) this.savedSinceSnapshot.add(task.id);
    }
  }

  /** The server no longer has this task (deleted here, elsewhere, or answered 404). */
  acceptDeleted(id: string): void {
    this.tasks.delete(id);
    this.deleted.add(id);
  }

  applyChanges(upserts: Task[], deletes: string[]): void {
    for (const task of upserts) this.upsert(task);
    for (const id of deletes) this.acceptDeleted(id);
  }

  /** The server's whole list: replaces ours, except for copies we know to be newer. */
  applySnapshot(snapshot: Task[]): void {
    const previous = new Map(this.tasks);
    this.tasks.clear();
    for (const task of dedupeById(snapshot)) {
      if (this.deleted.has(task.id)) continue;
      const known = previous.get(task.id);
      this.tasks.set(task.id, known && known.updatedAt > task.updatedAt ? known : task);
    }
    for (const id of this.savedSinceSnapshot) {
      const saved = previous.get(id);
      if (saved && !this.tasks.has(id)) this.tasks.set(id, saved);
    }
    this.savedSinceSnapshot.clear();
  }

  private upsert(task: Task): boolean {
    if (this.deleted.has(task.id)) return false;
    const known = this.tasks.get(task.id);
    if (known && known.updatedAt > task.updatedAt) return false;
    this.tasks.set(task.id, task);
    return true;
  }
}
