import { dedupeById, type Task, type TaskChanges } from '@dayflow/core';
import { Tombstones, versionOf } from './tombstones';

/**
 * The tasks as the server last confirmed them, and the user's change version V they include,
 * merged from three sources that race each other: the live stream's snapshots and changes, and
 * the answers to our own saves, each of which carries the version it made.
 *
 * Versions decide every race, whatever the order things arrive in: of two copies of a task the
 * higher version wins, a snapshot at S keeps a copy it lacks only when that copy is newer than S,
 * and a deleted id is remembered with the version of its delete (tombstones.ts), so a late echo of
 * an older change cannot bring it back while a restore, which is a newer change, does. V is what
 * a reconnecting stream resumes from: it only moves along changes that follow on from it without
 * a gap.
 */
export class ConfirmedTasks {
  private tasks = new Map<string, Task>();
  private readonly deleted = new Tombstones();
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

  /** The answer to one of our saves: its tasks carry their versions, as the stream's do. */
  acceptSaved(tasks: Task[]): void {
    for (const task of tasks) this.upsert(task);
  }

  /** The answer to our delete: deleted at `version`, so no older copy comes back. */
  acceptDeleted(id: string, version: number): void {
    this.deleteAt(id, version);
  }

  /**
   * A change of ours answered 404: the server deleted the task at a version it did not say. That
   * delete is newer than the copy we held when the change was sent (`sentOver`, its version), so
   * that copy (and any older one) stays out. A copy that came after the send may be newer than
   * the delete (a restore heard before this answer) and is kept: were it older, the stream's
   * delete follows it in order.
   */
  acceptGone(id: string, sentOver = Infinity): void {
    const held = this.tasks.get(id);
    if (!held || versionOf(held) > sentOver) return;
    this.tasks.delete(id);
    this.deleted.at(id, versionOf(held));
  }

  /**
   * A live `changes` message. True when it followed on from V, which then moves to its version;
   * false when something before it was missed: its copies still count, V stays, and the caller
   * resumes.
   */
  applyChanges(changes: Omit<TaskChanges, 'type'>): boolean {
    const { upserts, deletes, since, version } = changes;
    for (const id of deletes) this.deleteAt(id, version);
    for (const task of upserts) this.upsert(task);
    const follows = this.version !== undefined && since <= this.version;
    if (follows) this.version = Math.max(this.version!, version);
    return follows;
  }

  /**
   * The server's whole list at `version`: replaces ours, except for copies newer than it (a
   * change the stream or a save's answer brought after it was read) and tasks deleted since.
   */
  applySnapshot(snapshot: Task[], version: number): void {
    const listed = new Map(dedupeById(snapshot).map((task) => [task.id, task]));
    const previous = this.tasks;
    this.tasks = new Map();
    for (const task of listed.values()) {
      if (this.deleted.covers(task)) continue;
      this.deleted.forget(task.id);
      const held = previous.get(task.id);
      this.tasks.set(task.id, held && versionOf(held) > versionOf(task) ? held : task);
    }
    for (const [id, held] of previous) {
      if (!this.tasks.has(id) && versionOf(held) > version) this.tasks.set(id, held);
    }
    // Gone by `version`: an answer or echo of an older change must not bring them back.
    for (const id of previous.keys()) if (!this.tasks.has(id)) this.deleted.at(id, version);
    this.version = version;
  }

  /** Deleted at `version`, unless the copy held is newer (restored after that delete). */
  private deleteAt(id: string, version: number): void {
    const held = this.tasks.get(id);
    if (held && versionOf(held) > version) return;
    this.tasks.delete(id);
    this.deleted.at(id, version);
  }

  private upsert(task: Task): void {
    if (this.deleted.covers(task)) return;
    this.deleted.forget(task.id);
    const held = this.tasks.get(task.id);
    if (held && versionOf(held) > versionOf(task)) return;
    this.tasks.set(task.id, task);
  }
}
