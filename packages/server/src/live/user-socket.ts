import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { LiveMessage } from '@dayflow/core';
import type { BusDelivery } from './bus';
import { MAX_LIVE_SOCKETS_PER_USER } from './user-sockets';

/** What one user's sockets on one instance may hold unsent beyond their snapshots, all together. */
const UNSENT_BYTES_PER_USER = 32 * 1024 * 1024;

/**
 * What one user's sockets on one instance may hold unsent, snapshots included. A user's
 * snapshot is as large as their tasks (up to ~25 MB at the task quota), so this lets two slow
 * devices fetch theirs at once; past it, a socket that is not reading is dropped. Counted from
 * ws's bufferedAmount, which counts a snapshot shared by several sockets once per socket: the
 * bound errs on the safe side.
 */
export const MAX_UNSENT_BYTES_PER_USER = 64 * 1024 * 1024;

/** How long a socket told to close may take to answer before it is dropped (ws waits 30 s). */
export const CLOSE_GRACE_MS = 2_000;

/**
 * A socket with more than this unsent beyond its last snapshot is too slow to follow: it is
 * dropped, and the client reconnects and resyncs. The snapshot itself is allowed on top, since
 * it is as large as the user's own tasks and a healthy client reads it at once.
 */
export const MAX_UNSENT_BYTES = UNSENT_BYTES_PER_USER / MAX_LIVE_SOCKETS_PER_USER;

/** Close code sent when a snapshot cannot be read; the client reconnects later. */
export const CLOSE_SNAPSHOT_FAILED = 1011;

/** A first message (snapshot, or changes since a version), serialized, and the version it brings. */
export interface SerializedStart {
  data: Buffer;
  version: number;
}

/**
 * One socket of one user. It starts with a snapshot (or the changes since the version the client
 * holds) and then forwards changes; while that is being read, changes wait and follow it, so a
 * change is never lost nor overwritten by an older read. The connection knows the version its
 * client holds, so the client's chain of versions has no holes: a change the read already holds
 * is dropped, and a change after a hole (one instance's notification overtaking another's, a
 * publisher that died before publishing) makes it read what the client misses, first.
 */
export class UserSocket {
  /** Cleared at each heartbeat, set again by the client's pong. */
  private alive = true;
  private syncing = false;
  private syncAgain = false;
  private readonly waiting: LiveMessage[] = [];
  private snapshotBytes = 0;
  /** The version the client holds after what was sent; undefined until the first read. */
  private version: number | undefined;
  /** What the next read starts from: undefined for a snapshot. */
  private from: number | undefined;

  constructor(
    readonly socket: WebSocket,
    /**
     * The first message for a client holding `since`: a snapshot when since is undefined (shared,
     * shared-snapshots.ts), else the changes after it, or a snapshot when it is too old.
     */
    private readonly load: (since: number | undefined) => Promise<SerializedStart>,
    private readonly log: FastifyBaseLogger,
    /** Bytes all of the user's sockets on this instance hold unsent, this one included. */
    private readonly userUnsent: () => number = () => socket.bufferedAmount,
  ) {
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  deliver(delivery: BusDelivery): void {
    if (delivery.kind === 'sessions-ended') return; // the route checks the sessions of all sockets at once
    if (delivery.kind === 'resync') void this.resync();
    else if (this.syncing) this.waiting.push(delivery.message);
    else this.forward(delivery.message);
  }

  /** The connection's start: the changes after `since` (a snapshot when undefined or too old). */
  start(since: number | undefined): Promise<void> {
    this.from = since;
    return this.sync();
  }

  /** Sends a fresh snapshot, then whatever arrived while it was read. */
  resync(): Promise<void> {
    this.from = undefined;
    return this.sync();
  }

  private async sync(): Promise<void> {
    if (this.syncing) {
      // The read under way may predate the change behind this request: read again.
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    try {
      do {
        this.syncAgain = false;
        const start = await this.load(this.from);
        this.send(start.data, true);
        this.version = start.version;
      } while (this.syncAgain);
      this.syncing = false;
      for (const message of this.waiting.splice(0)) this.deliver({ kind: 'message', message });
    } catch (err) {
      this.syncing = false;
      this.waiting.length = 0;
      this.log.warn({ err }, 'live snapshot failed');
      this.socket.close(CLOSE_SNAPSHOT_FAILED, 'Snapshot failed');
    }
  }

  /**
   * Every heartbeat: a socket that has not answered the previous ping is dead and dropped. The
   * JSON ping is for browsers, which answer protocol pings but cannot see them, so it lets the
   * client notice a silent connection.
   */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
    this.send({ type: 'ping' });
  }

  /**
   * Closes with a code the client acts on. A client with anything unsent would not see the
   * close frame behind its backlog, and ws would keep the backlog (a snapshot, maybe) for its
   * 30 s close handshake: such a socket is dropped at once. Any other gets a short grace to
   * answer, then is dropped too.
   */
  end(code: number, reason: string): void {
    if (this.socket.bufferedAmount > 0) {
      this.socket.terminate();
      return;
    }
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  private forward(message: LiveMessage): void {
    if (message.type !== 'changes' || this.version === undefined) return this.send(message);
    if (message.version <= this.version) return; // the client already holds it
    if (message.since <= this.version) {
      this.send(message);
      this.version = message.version;
      return;
    }
    // A hole: read what the client misses (this change included), then carry on from there.
    this.from = this.version;
    this.waiting.push(message);
    void this.sync();
  }

  private send(message: LiveMessage | Buffer, snapshot = false): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const data = Buffer.isBuffer(message) ? message : Buffer.from(JSON.stringify(message));
    if (this.tooFarBehind(data.length)) {
      this.socket.terminate();
      return;
    }
    if (snapshot) this.snapshotBytes = data.length;
    // A text frame of the Buffer itself: ws queues it without a copy, so a snapshot shared by
    // several sockets is held once.
    this.socket.send(data, { binary: false });
  }

  private tooFarBehind(nextBytes: number): boolean {
    if (this.socket.bufferedAmount > MAX_UNSENT_BYTES + this.snapshotBytes) return true;
    // The first bytes the user's sockets hold always go: one device fetches even the largest snapshot.
    const user = this.userUnsent();
    return user > 0 && user + nextBytes > MAX_UNSENT_BYTES_PER_USER;
  }
}
