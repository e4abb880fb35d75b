// A real WebSocket client of /api/live for tests: it records every frame, keeps what a browser's
// task store would (the last snapshot plus every change since), and waits for what a test expects.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LiveMessageSchema, PROTOCOL_PARAM, SYNC_PROTOCOL_VERSION, type LiveMessage, type Task } from '@dayflow/core';

const TAKE_WAIT_MS = 5_000;
const UNTIL_WAIT_MS = 10_000;

type MessageOf<T extends LiveMessage['type']> = Extract<LiveMessage, { type: T }>;

export interface LiveClientOptions {
  /** false: leave protocol pings unanswered, as a dead client would. */
  autoPong?: boolean;
}

export class LiveClient {
  /** Every message received, in order, each checked against LiveMessageSchema. */
  readonly messages: LiveMessage[] = [];
  /** Every frame exactly as received, to search for data that must not be there. */
  readonly raw: string[] = [];
  /** The tasks from the last snapshot plus every change since. */
  readonly tasks = new Map<string, Task>();
  /** The version those tasks are at, as a browser would keep it to resume from. */
  version: number | undefined;
  /** `changes` messages whose `since` was past the version held: a hole the server let through. */
  readonly holes: { held: number | undefined; since: number }[] = [];
  snapshots = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private readonly listeners = new Set<() => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      const message = LiveMessageSchema.parse(JSON.parse(text));
      this.messages.push(message);
      this.apply(message);
      for (const listener of [...this.listeners]) listener();
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The next message after the last one taken that matches; fails after a few seconds. */
  take<T extends LiveMessage['type']>(type: T, match?: (m: MessageOf<T>) => boolean): Promise<MessageOf<T>> {
    let found: MessageOf<T> | undefined;
    const check = () => {
      for (let i = this.cursor; i < this.messages.length; i++) {
        const message = this.messages[i]!;
        if (message.type === type && (!match || match(message as MessageOf<T>))) {
          this.cursor = i + 1;
          found = message as MessageOf<T>;
          return true;
        }
      }
      return false;
    };
    const what = `a '${type}' message`;
    return this.until(check, what, TAKE_WAIT_MS).then(
      () => found!,
      () => {
        throw new Error(`no '${type}' message arrived; received: ${JSON.stringify(this.messages.slice(this.cursor))}`);
      },
    );
  }

  /** Resolves once `done()` holds after some message (or now); fails after a few seconds. */
  until(done: () => boolean, what: string, timeoutMs = UNTIL_WAIT_MS): Promise<void> {
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
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }

  private apply(message: LiveMessage): void {
    if (message.type === 'snapshot') {
      this.snapshots++;
      this.tasks.clear();
      for (const task of message.tasks) this.tasks.set(task.id, task);
      this.version = message.version;
    } else if (message.type === 'changes') {
      // The first message of a resume starts from the version the socket was opened with.
      if (this.version !== undefined && message.since > this.version) {
        this.holes.push({ held: this.version, since: message.since });
      }
      for (const task of message.upserts) this.tasks.set(task.id, task);
      for (const id of message.deletes) this.tasks.delete(id);
      this.version = Math.max(this.version ?? 0, message.version);
    }
  }
}

/** Listens on a free port (once per app; tests sharing an app may each ask) and returns the live socket's address. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
}

/** `url` speaking this code's sync protocol, as the app does, unless it names a protocol itself. */
export function withProtocol(url: string): string {
  const withIt = new URL(url);
  if (!withIt.searchParams.has(PROTOCOL_PARAM)) withIt.searchParams.set(PROTOCOL_PARAM, String(SYNC_PROTOCOL_VERSION));
  return withIt.href;
}

/**
 * Opens a socket (speaking the current protocol unless `url` names one); resolves once it is
 * open. Rejects with RefusedUpgrade if the upgrade is refused.
 */
export function openLive(
  url: string,
  headers: Record<string, string> = {},
  options: LiveClientOptions = {},
): Promise<LiveClient> {
  const socket = new WebSocket(withProtocol(url), { headers, ...options });
  const client = new LiveClient(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      res.resume();
      reject(new RefusedUpgrade(res.statusCode ?? 0));
    });
    socket.once('error', reject);
  });
}

/** Opens a socket and waits for its first snapshot, as a browser tab does before showing tasks. */
export async function openLiveSynced(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const client = await openLive(url, headers);
  await client.until(() => client.snapshots > 0, 'a first snapshot');
  return client;
}

/** The HTTP status of an upgrade the server refused. */
export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`WebSocket upgrade refused with HTTP ${status}`);
  }
}
