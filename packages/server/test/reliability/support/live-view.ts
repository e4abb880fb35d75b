// Test-only: a client of /api/live that keeps what a browser's task store would (the tasks from
// the last snapshot plus every change since) and every raw frame, for leak checks.
import WebSocket from 'ws';
import { LiveMessageSchema, type LiveMessage, type Task } from '@dayflow/core';

const WAIT_MS = 10_000;

export class LiveView {
  readonly tasks = new Map<string, Task>();
  readonly messages: LiveMessage[] = [];
  /** Every frame exactly as received, to search for data that must not be there. */
  readonly raw: string[] = [];
  snapshots = 0;
  readonly closed: Promise<number>;
  private readonly listeners = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      const message = LiveMessageSchema.parse(JSON.parse(text));
      this.messages.push(message);
      if (message.type === 'snapshot') {
        this.snapshots++;
        this.tasks.clear();
        for (const task of message.tasks) this.tasks.set(task.id, task);
      } else if (message.type === 'changes') {
        for (const task of message.upserts) this.tasks.set(task.id, task);
        for (const id of message.deletes) this.tasks.delete(id);
      }
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  /** Opens a socket and waits for its first snapshot. Rejects with the HTTP status if refused. */
  static async open(url: string, headers: Record<string, string>): Promise<LiveView> {
    const socket = new WebSocket(url, { headers });
    const view = new LiveView(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => {
        res.resume();
        reject(new UpgradeRefused(res.statusCode ?? 0));
      });
      socket.once('error', reject);
    });
    await view.until(() => view.snapshots > 0, 'a first snapshot');
    return view;
  }

  /** Resolves once `done()` holds after some message (or now); fails after a few seconds. */
  until(done: () => boolean, what: string, timeoutMs = WAIT_MS): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`waited ${timeoutMs} ms for ${what}; got ${this.messages.length} messages`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
    });
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`WebSocket upgrade refused with HTTP ${status}`);
  }
}
