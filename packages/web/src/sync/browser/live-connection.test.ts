import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_CLOSE_TOO_MANY_SOCKETS,
  LIVE_CLOSE_UPGRADE_REQUIRED,
  type LiveMessage,
} from '@dayflow/core';
import { LiveConnection, LIVE_SILENCE_TIMEOUT_MS, type LiveState } from './live-connection';
import type { LiveSocketHandlers } from './live-socket';
import { browserScheduler } from '../store/sync-types';

const SNAPSHOT = JSON.stringify({ type: 'snapshot', tasks: [], version: 3 });
const CHANGES = JSON.stringify({ type: 'changes', upserts: [], deletes: [], since: 3, version: 4 });

interface FakeSocket {
  handlers: LiveSocketHandlers;
  closed: boolean;
  since: number | undefined;
}

function setup() {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const openings: boolean[] = [];
  const states: LiveState[] = [];
  const onConnectFailed = vi.fn();
  const onUpgradeRequired = vi.fn();
  let version: number | undefined;
  const connection = new LiveConnection({
    openSocket: (handlers, since) => {
      const socket = { handlers, closed: false, since };
      sockets.push(socket);
      return { close: () => void (socket.closed = true) };
    },
    scheduler: browserScheduler,
    random: () => 0.5,
    since: () => version,
    onMessage: (message, opening) => {
      messages.push(message);
      openings.push(opening);
    },
    onStateChange: (state) => states.push(state),
    onConnectFailed,
    onUpgradeRequired,
  });
  const last = () => sockets.at(-1)!;
  const hold = (v: number | undefined) => (version = v);
  return { connection, sockets, messages, openings, states, onConnectFailed, onUpgradeRequired, last, hold };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection', () => {
  it('passes valid messages on and ignores unreadable ones', () => {
    const { connection, last, messages, states } = setup();
    connection.start();
    last().handlers.onOpen();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    last().handlers.onMessage(SNAPSHOT);
    last().handlers.onMessage('not json');
    last().handlers.onMessage(
      JSON.stringify({ type: 'changes', upserts: [{ id: 1 }], deletes: [], since: 3, version: 4 }),
    );
    last().handlers.onMessage(JSON.stringify({ type: 'changes', upserts: [], deletes: [] })); // no versions
    expect(messages).toEqual([{ type: 'snapshot', tasks: [], version: 3 }]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(states).toEqual(['open']);
    warn.mockRestore();
  });

  it('reconnects after a drop, sooner after a good connection than after repeated failures', () => {
    const { connection, sockets, last, states, onConnectFailed } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    last().handlers.onClose();
    expect(states).toEqual(['open', 'down']);
    expect(onConnectFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    last().handlers.onClose(); // failed before opening
    expect(onConnectFailed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    expect(states).toEqual(['open', 'down', 'open']);
  });

  it('stays down when a newer tab took its place, instead of closing that tab in turn', () => {
    const { connection, sockets, last, states, onConnectFailed } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    last().handlers.onClose(LIVE_CLOSE_TOO_MANY_SOCKETS);
    expect(states).toEqual(['open', 'down']);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(onConnectFailed).not.toHaveBeenCalled();
    // The browser coming back online is the user's doing: then it may try again.
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when the server needs a newer app (4426), reconnecting not even when back online', () => {
    const { connection, sockets, last, states, onConnectFailed, onUpgradeRequired } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onClose(LIVE_CLOSE_UPGRADE_REQUIRED);
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['down']);
    expect(onConnectFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000);
    connection.reconnectNow();
    connection.resume();
    expect(sockets).toHaveLength(1);
    expect(connection.getState()).toBe('down');
  });

  it("acts on the server's upgrade-required message at once, before its close", () => {
    const { connection, sockets, last, messages, onUpgradeRequired } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(JSON.stringify({ type: 'upgrade-required', protocol: 2 }));
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(messages).toEqual([]);
    expect(last().closed).toBe(true);
    // The close that follows belongs to a socket already let go of: nothing happens twice.
    last().handlers.onClose(LIVE_CLOSE_UPGRADE_REQUIRED);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('asks whether it is still signed in when its session ended, and retries only with backoff', () => {
    const { connection, sockets, last, onConnectFailed } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    last().handlers.onClose(LIVE_CLOSE_SESSION_ENDED);
    expect(onConnectFailed).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('is open only once the tasks have arrived, not at the handshake', () => {
    const { connection, last, states } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(JSON.stringify({ type: 'ping' }));
    expect(states).toEqual([]);
    last().handlers.onMessage(SNAPSHOT);
    expect(states).toEqual(['open']);
  });

  it('gives up on a connection that stays silent past two heartbeats', () => {
    const { connection, sockets, last, states } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    vi.advanceTimersByTime(LIVE_SILENCE_TIMEOUT_MS - 1);
    last().handlers.onMessage(JSON.stringify({ type: 'ping' }));
    vi.advanceTimersByTime(LIVE_SILENCE_TIMEOUT_MS - 1);
    expect(states).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(states).toEqual(['open', 'down']);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('ignores a socket it abandoned, and does nothing after stop', () => {
    const { connection, sockets, last, messages, states } = setup();
    connection.start();
    const first = last();
    connection.stop();
    expect(first.closed).toBe(true);
    first.handlers.onOpen();
    first.handlers.onMessage(JSON.stringify({ type: 'ping' }));
    first.handlers.onClose();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(messages).toEqual([]);
    expect(states).toEqual([]);
    connection.start();
    expect(sockets).toHaveLength(2);
  });

  it('connects from the version its owner holds at each attempt, and says which message opens it', () => {
    const { connection, sockets, last, openings, hold, states } = setup();
    connection.start();
    expect(last().since).toBeUndefined();
    last().handlers.onOpen();
    last().handlers.onMessage(JSON.stringify({ type: 'goal', dailyGoal: 3 }));
    last().handlers.onMessage(SNAPSHOT);
    last().handlers.onMessage(CHANGES);
    expect(openings).toEqual([false, true, false]);
    hold(4);
    last().handlers.onClose();
    vi.advanceTimersByTime(1_000);
    expect(sockets.map((socket) => socket.since)).toEqual([undefined, 4]);
    // A resumed stream starts with changes, which open it just as a snapshot does.
    last().handlers.onOpen();
    last().handlers.onMessage(CHANGES);
    expect(openings).toEqual([false, true, false, true]);
    expect(states).toEqual(['open', 'down', 'open']);
  });

  it('resumes at once on request, from the version held then, without going down', () => {
    const { connection, sockets, last, hold, states } = setup();
    connection.start();
    last().handlers.onOpen();
    last().handlers.onMessage(SNAPSHOT);
    hold(3);
    connection.resume();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets.map((socket) => socket.since)).toEqual([undefined, 3]);
    expect(states).toEqual(['open']);
    connection.stop();
    connection.resume();
    expect(sockets).toHaveLength(2);
  });

  it('reconnects at once when asked, skipping the backoff', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().handlers.onClose();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    connection.reconnectNow(); // already trying
    expect(sockets).toHaveLength(2);
  });
});
