import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@dayflow/core';
import { MemoryTaskServer } from './testing/memory-task-server';
import { T0, device, flush, task } from './testing/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const message = (m: LiveMessage) => JSON.stringify(m);

describe('a store built with what the boot connection received', () => {
  it('shows those tasks before it connects, then takes the replayed copy without duplicates', async () => {
    const [a, b, c] = [
      task({ id: 'a', text: 'Stretch' }),
      task({ id: 'b', text: 'Read' }),
      task({ id: 'c', text: 'Walk' }),
    ];
    const server = new MemoryTaskServer([a, c]); // where the messages below led
    const received = [
      message({ type: 'snapshot', tasks: [a, b] }),
      message({ type: 'changes', upserts: [c], deletes: ['b'] }),
    ];
    const phone = device(server, { start: false, received });
    expect(phone.texts()).toEqual(['Stretch', 'Walk']);
    expect(phone.store.getState().status.state).toBe('connecting'); // not connected yet

    phone.store.start(); // the connection brings the snapshot again: same tasks, once each
    await flush();
    expect(phone.texts()).toEqual(['Stretch', 'Walk']);
    expect(phone.store.getState().status.state).toBe('live');
  });

  it('ignores unreadable messages and pings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new MemoryTaskServer([]);
    const received = ['not json', message({ type: 'ping' }), message({ type: 'snapshot', tasks: [task({ id: 'a' })] })];
    const phone = device(server, { start: false, received });
    expect(phone.tasks().map((t) => t.id)).toEqual(['a']);
  });
});
