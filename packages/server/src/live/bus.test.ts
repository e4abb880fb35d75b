import { describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH, type LiveMessage, type Task } from '@dayflow/core';
import { createInProcessBus, LocalSubscribers, type BusDelivery } from './bus';
import { decodeEnvelope, encodeEnvelope, NOTIFY_PAYLOAD_LIMIT_BYTES, channelFor } from './pg-bus';

const log = { error: () => {} } as never;
const task = (id: string, text = id): Task => ({
  id,
  text,
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 0,
  createdAt: 1,
  updatedAt: 2,
  notes: '',
  checklist: [],
});
const changes = (...tasks: Task[]): LiveMessage => ({
  type: 'changes',
  upserts: tasks,
  deletes: [],
  since: 0,
  version: 1,
});

describe('in-process bus', () => {
  it("delivers to the user's listeners only, until they unsubscribe", async () => {
    const bus = createInProcessBus(log);
    const got: Record<string, BusDelivery[]> = { a1: [], a2: [], b: [] };
    const stopA1 = bus.subscribe('alice', (d) => got.a1!.push(d));
    bus.subscribe('alice', (d) => got.a2!.push(d));
    bus.subscribe('bob', (d) => got.b!.push(d));
    await bus.publish('alice', changes(task('1')));
    stopA1();
    await bus.publish('alice', changes(task('2')));
    expect(got.a1).toEqual([{ kind: 'message', message: changes(task('1')) }]);
    expect(got.a2).toHaveLength(2);
    expect(got.b).toEqual([]);
  });

  it("tells the user's listeners that sessions ended, and nobody else", async () => {
    const bus = createInProcessBus(log);
    const got: Record<string, BusDelivery[]> = { a: [], b: [] };
    bus.subscribe('alice', (d) => got.a!.push(d));
    bus.subscribe('bob', (d) => got.b!.push(d));
    await bus.endSessions('alice');
    expect(got).toEqual({ a: [{ kind: 'sessions-ended' }], b: [] });
  });

  it('keeps delivering when one listener throws', async () => {
    const bus = createInProcessBus(log);
    const got: BusDelivery[] = [];
    bus.subscribe('u', () => {
      throw new Error('broken socket handler');
    });
    bus.subscribe('u', (d) => got.push(d));
    await expect(bus.publish('u', { type: 'ping' })).resolves.toBeUndefined();
    expect(got).toHaveLength(1);
  });
});

describe('local subscribers', () => {
  it('know which users have a listener here, until the last one leaves', () => {
    const subscribers = new LocalSubscribers(log);
    expect(subscribers.has('alice')).toBe(false);
    const stop1 = subscribers.add('alice', () => {});
    const stop2 = subscribers.add('alice', () => {});
    expect(subscribers.has('alice')).toBe(true);
    expect(subscribers.has('bob')).toBe(false);
    stop1();
    expect(subscribers.has('alice')).toBe(true);
    stop2();
    expect(subscribers.has('alice')).toBe(false);
  });
});

describe('NOTIFY envelopes', () => {
  it('round-trips a message that fits', () => {
    const message = changes(task('1'), task('2'));
    const payload = encodeEnvelope('u1', message, 'instance-a');
    expect(decodeEnvelope(payload)).toEqual({ uid: 'u1', origin: 'instance-a', message });
  });

  it('turns a message over the 8000-byte limit into a resync for that user', () => {
    const long = 'x'.repeat(MAX_TASK_TEXT_LENGTH);
    const message = changes(...['1', '2', '3', '4'].map((id) => task(id, long)));
    const payload = encodeEnvelope('u1', message, 'a');
    expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT_BYTES);
    expect(decodeEnvelope(payload)).toEqual({ uid: 'u1', origin: 'a', resync: true });
  });

  it('measures the limit in bytes, not characters', () => {
    const text = 'é'.repeat(2000); // 2000 characters, 4000 bytes
    const message = changes(task('1', text), task('2', text));
    expect(JSON.stringify(message).length).toBeLessThan(NOTIFY_PAYLOAD_LIMIT_BYTES);
    expect(decodeEnvelope(encodeEnvelope('u1', message, 'a'))).toEqual({ uid: 'u1', origin: 'a', resync: true });
  });

  it("carries the end of a user's sessions to every instance", () => {
    const payload = JSON.stringify({ uid: 'u1', origin: 'a', sessionsEnded: true });
    expect(decodeEnvelope(payload)).toEqual({ uid: 'u1', origin: 'a', sessionsEnded: true });
    expect(decodeEnvelope(payload, () => false)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '42'],
    ['no uid', JSON.stringify({ origin: 'a', message: { type: 'ping' } })],
    ['an unknown message', JSON.stringify({ uid: 'u', origin: 'a', message: { type: 'nope' } })],
  ])('ignores a payload that is %s', (_name, payload) => {
    expect(decodeEnvelope(payload)).toBeUndefined();
  });

  it('skips validating a message for a user nobody listens for here, and says so with null', () => {
    const nobodyHere = (uid: string) => uid !== 'u';
    const bad = JSON.stringify({ uid: 'u', origin: 'a', message: { type: 'nope' } });
    expect(decodeEnvelope(bad, () => false)).toBeNull();
    expect(decodeEnvelope(bad, nobodyHere)).toBeNull();
    expect(decodeEnvelope(bad, (uid) => uid === 'u')).toBeUndefined();
    const good = encodeEnvelope('v', changes(task('1')), 'a');
    expect(decodeEnvelope(good, (uid) => uid === 'v')).toEqual({ uid: 'v', origin: 'a', message: changes(task('1')) });
    expect(decodeEnvelope('{', () => false)).toBeUndefined();
  });

  it('names the channel after the schema, within the 63-byte identifier limit', () => {
    expect(channelFor('public')).toBe('dayflow_live_public');
    expect(channelFor('s'.repeat(80))).toHaveLength(63);
  });
});
