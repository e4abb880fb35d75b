import type { LightMyRequestResponse } from 'fastify';
import { taskApiContract, type ContractAnswer, type ContractDriver } from '@dayflow/core/testing';
import type { LiveMessage } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive } from '../../test/support/live-client';

// The shared contract (packages/core/src/testing) against the real routes and the real socket;
// the web app's in-memory server runs the same suite (memory-task-server.contract.test.ts).
const t = useTestApp();

const answer = (response: LightMyRequestResponse): ContractAnswer => ({
  status: response.statusCode,
  body: response.body === '' ? undefined : response.json(),
});

async function firstMessage(user: SignedInUser, since?: number): Promise<LiveMessage> {
  const url = await listenForSockets(t.app);
  const client = await openLive(since === undefined ? url : `${url}?since=${since}`, { cookie: user.cookie });
  try {
    await client.until(() => client.messages.some((m) => m.type === 'snapshot' || m.type === 'changes'), 'the feed');
    return client.messages.find((m) => m.type === 'snapshot' || m.type === 'changes')!;
  } finally {
    await client.close();
  }
}

const driver: ContractDriver = {
  async newUser() {
    const user = await signUp(t.app);
    const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      answer(await user.inject({ method, url, ...(payload && { payload }) }));
    return {
      create: (body) => send('POST', '/api/tasks', body),
      update: (id, body) => send('PATCH', `/api/tasks/${id}`, body),
      remove: (id) => send('DELETE', `/api/tasks/${id}`),
      restore: (id) => send('POST', `/api/tasks/${id}/restore`),
      move: (id, body) => send('POST', `/api/tasks/${id}/move`, body),
      list: async () => (await user.inject({ method: 'GET', url: '/api/tasks' })).json(),
      feedFrom: (since) => firstMessage(user, since),
      watch: async () => {
        const client = await openLive(await listenForSockets(t.app), { cookie: user.cookie });
        const isTasks = (m: LiveMessage) => m.type === 'snapshot' || m.type === 'changes';
        let taken = 0;
        return {
          next: async () => {
            await client.until(() => client.messages.filter(isTasks).length > taken, 'a task message');
            return client.messages.filter(isTasks)[taken++]!;
          },
          close: () => client.close(),
        };
      },
    };
  },
};

taskApiContract('the server', () => driver);
