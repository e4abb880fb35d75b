import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import type { BusDelivery } from './bus';
import { MAX_LIVE_SOCKETS_PER_USER } from './user-sockets';

/** What one user's sockets on one instance may hold unsent, all of them together. */
const UNSENT_BYTES_PER_USER = 32 * 1024 * 1024;

/**
 * A socket with more than this unsent beyond its last snapshot is too slow to follow: it is
 * dropped, and the client reconnects and resyncs. The snapshot itself is allowed on top, since
 * it is as large as the user's own tasks and a healthy client reads it at once.
 */
export const MAX_UNSENT_BYTES = UNSENT_BYTES_PER_USER / MAX_LIVE_SOCKETS_PER_USER;

/** Close code sent when a snapshot cannot be read; the client reconnects later. */
export const CLOSE_SNAPSHOT_FAILED = 1011;

/**
 * One socket of one user. It starts with a snapshot and then forwards changes; while a snapshot
 * is being read, changes wait and follow it, so a change is never lost nor overwritten by an
 * older snapshot (re-applying one the snapshot already contains is harmless: upserts carry whole
 * tasks and deleting a missing id does nothing).
 */
export class LiveConnection {
  /** Cleared at each heartbeat, set again by the client's pong. */
  private alive = true;
  private syncing = false;
  private syncAgain = false;
  private readonly waiting: LiveMessage[] = [];
  private snapshotBytes = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly loadTasks: () => Promise<Task[]>,
    private readonly log: FastifyBaseLogger,
  ) {
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  deliver(delivery: BusDelivery): void {
    if (delivery.kind === 'sessions-ended') return; // the route checks the sessions of all sockets at once
    if (delivery.kind === 'resync') void this.resync();
    else if (this.syncing) this.waiting.push(delivery.message);
    else this.send(delivery.message);
  }

  /** Sends a fresh snapshot, then whatever arrived while it was read. */
  async resync(): Promise<void> {
    if (this.syncing) {
      // The snapshot being read may predate the change behind this request: read another.
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    try {
      do {
        this.syncAgain = false;
        const tasks = await this.loadTasks();
        this.send({ type: 'snapshot', tasks }, true);
      } while (this.syncAgain);
      this.syncing = false;
      for (const message of this.waiting.splice(0)) this.send(message);
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
   * Closes with a code the client acts on. A client that is not reading would not see the close
   * frame behind its backlog either, and the backlog would stay in memory until ws gives up on
   * the handshake: such a socket is dropped at once.
   */
  end(code: number, reason: string): void {
    if (this.tooFarBehind()) this.socket.terminate();
    else this.socket.close(code, reason);
  }

  private send(message: LiveMessage, snapshot = false): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.tooFarBehind()) {
      this.socket.terminate();
      return;
    }
    const data = JSON.stringify(message);
    if (snapshot) this.snapshotBytes = Buffer.byteLength(data);
    this.socket.send(data);
  }

  private tooFarBehind(): boolean {
    return this.socket.bufferedAmount > MAX_UNSENT_BYTES + this.snapshotBytes;
  }
}
