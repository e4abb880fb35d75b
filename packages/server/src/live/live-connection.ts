import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import type { BusDelivery } from './bus';

/** A client that lets this much pile up unread is too slow to follow; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

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
        this.send({ type: 'snapshot', tasks });
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

  private send(message: LiveMessage): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }
}
