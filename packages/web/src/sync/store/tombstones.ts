import type { Task } from '@dayflow/core';

/** A copy without a version (stored by an older client) is older than any the server sends. */
export const versionOf = (task: Task): number => task.version ?? -1;

/** Deleted by a request of ours; the stream has not said at which version yet. */
const UNKNOWN = Number.POSITIVE_INFINITY;

/**
 * Deleted task ids, each with the version of its delete: a copy of the task at that version or
 * below is older than the delete and is ignored; a higher one (a restore) brings it back.
 *
 * Our own delete is answered `204` without a version. Until the stream names the delete, every
 * copy is ignored: the stream delivers changes in version order, so a copy arriving before the
 * delete's echo is older than it. A connection opened after the answer (or a list asked for after
 * it) is newer than the delete whatever it says, so its first message settles the version
 * (`beginRead`, `settle`); so does our own restore's answer, sent after our delete.
 */
export class Tombstones {
  private readonly versions = new Map<string, number>();
  /** Ids deleted with an unknown version → how many reads had begun when the delete was answered. */
  private readonly unknown = new Map<string, number>();
  private reads = 0;

  /** A read of the server's state starts: its number, for `settle`. */
  beginRead(): number {
    return ++this.reads;
  }

  /** Our delete was answered (or the task answered 404): deleted, at a version the stream will tell. */
  answered(id: string): void {
    if (this.versions.has(id)) return;
    this.versions.set(id, UNKNOWN);
    this.unknown.set(id, this.reads);
  }

  /** Deleted at `version` (a delete on the stream, or absent from a snapshot at that version). */
  at(id: string, version: number): void {
    this.unknown.delete(id);
    const known = this.versions.get(id);
    if (known === undefined || known === UNKNOWN || known < version) this.versions.set(id, version);
  }

  /** Whether this copy is older than the task's delete. */
  covers(task: Task): boolean {
    const deletedAt = this.versions.get(task.id);
    return deletedAt !== undefined && versionOf(task) <= deletedAt;
  }

  forget(id: string): void {
    this.versions.delete(id);
    this.unknown.delete(id);
  }

  /** Our restore's answer: newer than our own delete, whose version we may not know. */
  forgetUnknown(id: string): void {
    if (this.unknown.has(id)) this.forget(id);
  }

  /**
   * The first message of read `read` says what became of the deletes answered before it began:
   * `versionFor` gives the version to keep for each, or null when the message holds it alive.
   */
  settle(read: number, versionFor: (id: string) => number | null): void {
    for (const [id, answeredAt] of this.unknown) {
      if (answeredAt >= read) continue;
      this.unknown.delete(id);
      const version = versionFor(id);
      if (version === null) this.versions.delete(id);
      else this.versions.set(id, version);
    }
  }
}
