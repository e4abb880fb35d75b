import { dedupeById, type Task, type TaskChanges } from '@dayflow/core';
import { Tombstones, versionOf } from './tombstones';

/**
 * The tasks as the server last confirmed them, and the user's change version V they include,
 * merged from three sources that race each other: the live stream's snapshots and changes, and
 * the answers to our own saves.
 *
 * Versions decide every race: of two copies of a task the higher version wins, and a deleted id
 * is remembered with the version of its delete (tombstones.ts), so a late echo of an older change
 * cannot bring it back while a restore, which is a newer change, does. V is what a reconnecting
 * stream resumes from: it only moves along changes that follow on from it without a gap.
 */
export class ConfirmedTasks {
  private tasks = new Map<string, Task>();
  private readonly deleted = new Tombstones();
  /** Saved since the last snapshot: a snapshot read before such a save may not hold it yet. */
  private readonly savedSinceSnapshot = new Set<string>();
  /** The user's change version these tasks include; unknown until a snapshot says. */
  version: number | undefined;

  constructor(initial: Task[] = [], version?: number) {
    for (const task of dedupeById(initial)) this.tasks.set(task.id, task);
    this.version = version;
  }

  /** The server's last word on one task. */
  get(id: string): Task | undefined {
    return this.tasks.get(id);
  }

  list(): Task[] {
    return [...this.tasks.values()];
  }

  has(id: string): boolean {
    return this.tasks.has(id);
  }

  /** Before reading the server's state anew (a connection, a task list); see Tombstones.beginRead. */
  beginRead(): number {
    return this.deleted.beginRead();
  }

  /** The answer to one of our saves. */
  acceptSaved(tasks: Task[]): void {
    for (const task of tasks) {
      if (this.upsert(task)) this.savedSinceSnapshot.add(task.id);
    }
  }

  /** The server no longer has this task: our delete was answered, or a change of it got a 404. */
  acceptDeleted(id: string): void {
    this.tasks.delete(id);
    this.deleted.answered(id);
  }

  /** The answer to our restore: sent after our own delete, so newer than it whatever its version. */
  acceptRestored(task: Task): void {
    this.deleted.forgetUnknown(task.id);
    this.acceptSaved([task]);
  }

  /**
   * A live `changes` message, `read` set when it is the first of a connection (made after it
   * opened). True when it followed on from V, which then moves to its version; false when
   * something before it was missed: its copies still count, V stays, and the caller resumes.
   */
  applyChanges(changes: Omit<TaskChanges, 'type'>, read?: number): boolean {
    const { upserts, deletes, since, version } = changes;
    // A fresh message holds every task changed after `since`: one it does not name was deleted by then.
    if (read !== undefined) this.deleted.settle(read, () => since);
    for (const id of deletes) {
      const held = this.tasks.get(id);
      if (held && versionOf(held) > version) continue;
      this.tasks.delete(id);
      this.deleted.at(id, version);
    }
    for (const task of upserts) this.upsert(task);
    const follows = this.version !== undefined && since <= this.version;
    if (follows) this.version = Math.max(this.version!, version);
    return follows;
  }

  /**
   * The server's whole list at `version`: replaces ours, except for copies we know to be newer
   * (saved since it was read) and tasks deleted since. `read` as for applyChanges.
   */
  applySnapshot(snapshot: Task[], version: number, read?: number): void {
    const listed = new Map(dedupeById(snapshot).map((task) => [task.id, task]));
    if (read !== undefined) this.deleted.settle(read, (id) => (listed.has(id) ? null : version));
    const previous = this.tasks;
    this.tasks = new Map();
    for (const task of listed.values()) {
      if (this.deleted.covers(task)) continue;
      this.deleted.forget(task.id);
      const held = previous.get(task.id);
      this.tasks.set(task.id, held && versionOf(held) > versionOf(task) ? held : task);
    }
    for (const id of this.savedSinceSnapshot) {
      const saved = previous.get(id);
      if (saved && !this.tasks.has(id) && versionOf(saved) > version) this.tasks.set(id, saved);
    }
    // Gone by `version`: an answer or echo of an older change must not bring them back.
    for (const id of previous.keys()) if (!this.tasks.has(id)) this.deleted.at(id, version);
    this.savedSinceSnapshot.clear();
    this.version = version;
  }

  private upsert(task: Task): boolean {
    if (this.deleted.covers(task)) return false;
    this.deleted.forget(task.id);
    const held = this.tasks.get(task.id);
    if (held && versionOf(held) > versionOf(task)) return false;
    this.tasks.set(task.id, task);
    return true;
  }
}
