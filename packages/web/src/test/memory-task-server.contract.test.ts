import { expect, vi } from 'vitest';
import { taskApiContract, type ContractAnswer, type ContractDriver } from '@dayflow/core/testing';
import type { LiveMessage } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { MemoryTaskServer } from './memory-task-server';

// The shared contract (packages/core/src/testing) against the in-memory double the store and
// component tests run on; the server runs the same suite (tasks/task-api-contract.test.ts).
// The double is one user's server and mirrors the HTTP client's TaskApi: each user is a server
// of its own (so another user's task is simply not there), and the answers are turned back into
// what the HTTP routes say.

async function answer(call: () => Promise<unknown>): Promise<ContractAnswer> {
  try {
    return { status: 200, body: await call() };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { status: error.status, body: { error: error.message, ...(error.field && { field: error.field }) } };
  }
}

function firstMessage(server: MemoryTaskServer, since?: number): Promise<LiveMessage> {
  return new Promise((resolve, reject) => {
    const socket = server.openLiveSocket(
      {
        onOpen: () => {},
        onMessage: (data) => {
          socket.close();
          resolve(JSON.parse(data) as LiveMessage);
        },
        onClose: () => reject(new Error('closed before its first message')),
      },
      since,
    );
  });
}

const driver: ContractDriver = {
  async newUser() {
    const server = new MemoryTaskServer();
    const { api } = server;
    type Body = Parameters<typeof api.create>[0];
    return {
      create: (body) => answer(() => api.create(body as Body)),
      update: (id, body) => answer(() => api.update(id, body)),
      // The HTTP client reads a 404 as "already gone" (undefined); the route said 404.
      remove: async (id) => {
        const removed = await answer(() => api.remove(id));
        return removed.status === 200 && removed.body === undefined
          ? { status: 404, body: { error: 'Task not found' } }
          : removed.status === 200
            ? { status: 200, body: { version: removed.body } }
            : removed;
      },
      restore: (id) => answer(() => api.restore(id)),
      move: (id, body) => answer(() => api.move(id, body as Parameters<typeof api.move>[1])),
      list: () => api.list(),
      feedFrom: (since) => firstMessage(server, since),
      watch: async () => {
        const messages: LiveMessage[] = [];
        const socket = server.openLiveSocket({
          onOpen: () => {},
          onMessage: (data) => messages.push(JSON.parse(data) as LiveMessage),
          onClose: () => {},
        });
        let taken = 0;
        return {
          next: async () => {
            await vi.waitFor(() => expect(messages.length).toBeGreaterThan(taken));
            return messages[taken++]!;
          },
          close: async () => socket.close(),
        };
      },
    };
  },
};

taskApiContract('the in-memory server', () => driver);
