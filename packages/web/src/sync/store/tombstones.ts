import type { Task } from '@dayflow/core';

/** A copy without a version (stored by an older client) is older than any the server sends. */
export const versionOf = (task: Task): number => task.version ?? -1;

/**
 * Deleted task ids, each with the version of its delete: a copy of the task at that version or
 * below is older than the delete and is ignored; a higher one (a restore) brings it back. Every
 * delete comes with its version: on the stream, in a snapshot that lacks the task, and in the
 * answer to our own `DELETE`.
 */
export class Tombstones {
  private readonly versions = new Map<string, number>();

  /** Deleted at `version`; a later delete of the same task keeps the later version. */
  at(id: string, version: number): void {
    const known = this.versions.get(id);
    if (known === undefined || known < version) this.versions.set(id, version);
  }

  /** Whether this copy is older than the task's delete. */
  covers(task: Task): boolean {
    const deletedAt = this.versions.get(task.id);
    return deletedAt !== undefined && versionOf(task) <= deletedAt;
  }

  forget(id: string): void {
    this.versions.delete(id);
  }
}
