import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@dayflow/core';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

it('hands every live message but pings to onLive, the day and settings included', async () => {
  const server = new MemoryTaskServer([task({ id: 'a' })]);
  const seen: LiveMessage['type'][] = [];
  const phone = device(server, { onLive: (message) => seen.push(message.type) });
  await flush();
  server.send({ type: 'ping' });
  server.send({ type: 'day', day: { today: '2026-05-20', carriedOver: [{ taskId: 'a', days: 1 }] } });
  server.send({ type: 'settings', settings: { timeZone: 'UTC', rollover: true, restDays: [] } });
  await flush();
  expect(seen).toEqual(['snapshot', 'day', 'settings']);
  expect(phone.texts()).toEqual(['a']);
});
