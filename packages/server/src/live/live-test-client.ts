// Test-only: a real WebSocket client for /api/live that records what it receives.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LiveMessageSchema, type LiveMessage } from '@dayflow/core';

const WAIT_MS = 5000;

export interface LiveTestClient {
  socket: WebSocket;
  /** Everything received so far, in order, each checked against LiveMessageSchema. */
  received: LiveMessage[];
  /** The next message after the last one taken that matches; fails after a few seconds. */
  take<T extends LiveMessage['type']>(
    type: T,
    match?: (m: Extract<LiveMessage, { type: T }>) => boolean,
  ): Promise<Extract<LiveMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
}

export function openLive(
  url: string,
  headers: Record<string, string> = {},
  options: { autoPong?: boolean } = {},
): Promise<LiveTestClient> {
  const socket = new WebSocket(url, { headers, ...options });
  const received: LiveMessage[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(LiveMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

  const take: LiveTestClient['take'] = (type, match) =>
    new Promise((resolve, reject) => {
      const check = () => {
        for (let i = cursor; i < received.length; i++) {
          const message = received[i]!;
          if (message.type === type && (!match || match(message as never))) {
            cursor = i + 1;
            done();
            resolve(message as never);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no '${type}' message arrived; received: ${JSON.stringify(received.slice(cursor))}`));
      }, WAIT_MS);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        received,
        take,
        closed,
        close: async () => {
          socket.close();
          await closed;
        },
      }),
    );
    socket.once('unexpected-response', (_req, res) => reject(new RefusedUpgrade(res.statusCode ?? 0)));
    socket.once('error', reject);
  });
}

/** The HTTP status of an upgrade the server refused. */
export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}
