import { dedupeById, type Task } from '@dayflow/core';

/**
 * The tasks as the server last confirmed them, merged from three sources that race each other:
 * snapshots and changes on the live stream, and the answers to our own saves.
 *
 * Rules keep a late message from undoing a newer one (the live echo of a save often arrives
 * after the save's own answer): a copy older than the one we hold (by the server's updatedAt) is
 * ignored, and a deleted id comes back only when the server says it was restored. A restore
 * keeps the task's updatedAt, so its upsert looks exactly like a late echo of a change made
 * before the delete; such an upsert (or a snapshot still listing the task) only raises a doubt,
 * which a task list read after it settles (`settleDoubts`). Our own restore's answer is certain.
 */
export class ConfirmedTasks {
  private readonly tasks = new Map<string, Task>();
  /** Counts deletions and doubts, so a list read later can tell which ones it settles. */
  private clock = 0;
  /** Deleted id → clock at its deletion. */
  private readonly deleted = new Map<string, number>();
  /** Deleted ids that may have been restored → clock when the hint came. */
  private readonly doubts = new Map<string, number>();
  /** Restored by our own answer: a delete on the stream may be the late echo of our delete. */
  private readonly restoredHere = new Set<string>();
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
    this.deleted.set(id, ++this.clock);
    this.doubts.delete(id);
  }

  /** The answer to our restore: back in its list. */
  acceptRestored(task: Task): void {
    this.deleted.delete(task.id);
    this.doubts.delete(task.id);
    this.restoredHere.add(task.id);
    this.tasks.set(task.id, task);
    this.savedSinceSnapshot.add(task.id);
  }

  applyChanges(upserts: Task[], deletes: string[]): void {
    for (const task of upserts) this.upsert(task);
    for (const id of deletes) {
      this.acceptDeleted(id);
      if (this.restoredHere.delete(id)) this.doubt(id);
    }
  }

  /** The server's whole list: replaces ours, except for copies we know to be newer. */
  applySnapshot(snapshot: Task[]): void {
    const previous = new Map(this.tasks);
    this.tasks.clear();
    this.restoredHere.clear();
    for (const task of dedupeById(snapshot)) {
      if (this.deleted.has(task.id)) {
        this.doubt(task.id);
        continue;
      }
      const known = previous.get(task.id);
      this.tasks.set(task.id, known && known.updatedAt > task.updatedAt ? known : task);
    }
    for (const id of this.savedSinceSnapshot) {
      const saved = previous.get(id);
      if (saved && !this.tasks.has(id)) this.tasks.set(id, saved);
    }
    this.savedSinceSnapshot.clear();
  }

  /** The clock when some deleted task may be back, to pass to settleDoubts; null when none. */
  doubtful(): number | null {
    return this.doubts.size > 0 ? this.clock : null;
  }

  /**
   * A list of the server's tasks requested at `askedAt` (doubtful()'s value): read after every
   * doubt raised by then, it says which of those tasks are back. Later doubts wait for a later list.
   */
  settleDoubts(list: Task[], askedAt: number): void {
    const listed = new Map(list.map((task) => [task.id, task]));
    for (const [id, raised] of this.doubts) {
      if (raised > askedAt) continue;
      this.doubts.delete(id);
      const task = listed.get(id);
      if (task && this.deleted.delete(id)) this.tasks.set(id, task);
    }
  }

  private doubt(id: string): void {
    this.doubts.set(id, ++this.clock);
  }

  private upsert(task: Task): boolean {
    if (this.deleted.has(task.id)) {
      this.doubt(task.id);
      return false;
    }
    const known = this.tasks.get(task.id);
    if (known && known.updatedAt > task.updatedAt) return false;
    this.tasks.set(task.id, task);
    return true;
  }
}
