import type { TaskSnapshot } from '@dayflow/core';
import type { SerializedStart } from './user-socket';

/**
 * Snapshots of one user's tasks, read and serialized once for all the sockets that ask at the
 * same moment, as one Buffer that ws sends to each without copying. Before, each of 100 sockets
 * read, serialized and queued its own copy of a 4.7 MB list, and the server grew by gigabytes.
 *
 * A socket subscribes to the bus before asking, so it may share a read only if that read has not
 * started yet: a read already running may predate a change the socket was not yet there to hear.
 * One read per user runs at a time; askers meanwhile wait together for the next one.
 */
export class SharedSnapshots {
  private readonly waiting = new Map<string, Promise<SerializedStart>>();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly loadSnapshot: (uid: string) => Promise<TaskSnapshot>) {}

  get(uid: string): Promise<SerializedStart> {
    const waiting = this.waiting.get(uid);
    if (waiting) return waiting;
    const before = this.running.get(uid) ?? Promise.resolve();
    const read = before
      .catch(() => {})
      // Gathers the askers of this turn of the event loop (a reconnecting device's tabs, a resync).
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(async () => {
        this.waiting.delete(uid);
        const snapshot = await this.loadSnapshot(uid);
        return { data: serializeSnapshot(snapshot), version: snapshot.version };
      });
    this.waiting.set(uid, read);
    this.running.set(uid, read);
    const forget = () => {
      if (this.running.get(uid) === read) this.running.delete(uid);
    };
    read.then(forget, forget);
    return read;
  }
}

export const serializeSnapshot = ({ tasks, version }: TaskSnapshot) =>
  Buffer.from(JSON.stringify({ type: 'snapshot', tasks, version }));
