import { describe, expect, it, vi } from 'vitest';
import { EarlyLiveConnection } from './early-live';
import type { LiveSocketHandlers } from './live-socket';

/** A fake socket factory: `server` plays the socket's side of the last connection opened. */
function harness(maxWaitMs = 1_000, versions: Record<string, number> = {}) {
  const opened: { handlers: LiveSocketHandlers; close: ReturnType<typeof vi.fn>; since?: number }[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const early = new EarlyLiveConnection(
    (handlers, since) => {
      const close = vi.fn();
      opened.push({ handlers, close, since });
      return { close };
    },
    {
      setTimeout: (callback, ms) => {
        const timer = { callback, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => {
        if (timer) (timer as { cleared: boolean }).cleared = true;
      },
    },
    maxWaitMs,
    (userId) => versions[userId],
  );
  const store = () => {
    const seen: string[] = [];
    const handlers: LiveSocketHandlers = {
      onOpen: () => seen.push('open'),
      onMessage: (data) => seen.push(data),
      onClose: (code) => seen.push(code === undefined ? 'close' : `close ${code}`),
    };
    return { seen, handlers };
  };
  return { early, opened, timers, store, server: () => opened[opened.length - 1]!.handlers };
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the live connection opened at boot', () => {
  it('resumes from the version this device keeps for that user, or asks for a snapshot', () => {
    const kept = harness(1_000, { ana: 42 });
    kept.early.start('ana');
    expect(kept.opened[0]!.since).toBe(42);
    const none = harness(1_000, { ana: 42 });
    none.early.start('bob');
    expect(none.opened[0]!.since).toBeUndefined();
  });

  it('hands what it received to the confirmed user’s store after openSocket returns, then forwards', async () => {
    const { early, opened, store, server } = harness();
    early.start('ana');
    server().onOpen();
    server().onMessage('{"type":"snapshot"}');
    early.confirm('ana');

    const { seen, handlers } = store();
    const socket = early.adopt('ana', handlers);
    expect(socket).not.toBeNull();
    expect(seen).toEqual([]); // not during the call
    server().onMessage('{"type":"ping"}'); // arrives before the replay: kept in order
    await microtasks();
    expect(seen).toEqual(['open', '{"type":"snapshot"}', '{"type":"ping"}']);
    server().onMessage('{"type":"changes"}');
    server().onClose();
    expect(seen).toEqual(['open', '{"type":"snapshot"}', '{"type":"ping"}', '{"type":"changes"}', 'close']);
    expect(opened).toHaveLength(1);
  });

  it('passes the close code on to the store that adopted it (4426: this code is too old)', async () => {
    const { early, store, server } = harness();
    early.start('ana');
    early.confirm('ana');
    const { seen, handlers } = store();
    early.adopt('ana', handlers);
    server().onOpen();
    server().onClose(4426);
    await microtasks();
    expect(seen).toEqual(['open', 'close 4426']);
  });

  it('is adopted once: a second store (a reconnect) gets null', () => {
    const { early, store } = harness();
    early.start('ana');
    early.confirm('ana');
    expect(early.adopt('ana', store().handlers)).not.toBeNull();
    expect(early.adopt('ana', store().handlers)).toBeNull();
  });

  it('never reaches another user’s store: confirmed for someone else, it is closed unread', async () => {
    const { early, opened, store, server } = harness();
    early.start('ana');
    server().onOpen();
    server().onMessage('{"type":"snapshot","tasks":["ana’s"]}');
    early.confirm('bo'); // /api/me names another user than the cached one
    expect(opened[0]!.close).toHaveBeenCalled();
    const { seen, handlers } = store();
    expect(early.adopt('bo', handlers)).toBeNull();
    await microtasks();
    expect(seen).toEqual([]);
  });

  it('is not adopted by another user’s store even when confirmed', async () => {
    const { early, opened, store, server } = harness();
    early.start('ana');
    server().onMessage('{"type":"snapshot"}');
    early.confirm('ana');
    const { seen, handlers } = store();
    expect(early.adopt('bo', handlers)).toBeNull();
    expect(opened[0]!.close).toHaveBeenCalled();
    expect(early.adopt('ana', store().handlers)).toBeNull(); // gone for good
    await microtasks();
    expect(seen).toEqual([]);
  });

  it('is not adopted before the server confirmed the user (offline, or no answer yet)', () => {
    const { early, opened, store } = harness();
    early.start('ana');
    expect(early.adopt('ana', store().handlers)).toBeNull();
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('is dropped on a 401 or a failed session check', () => {
    const { early, opened, store } = harness();
    early.start('ana');
    early.discard();
    expect(opened[0]!.close).toHaveBeenCalled();
    early.confirm('ana');
    expect(early.adopt('ana', store().handlers)).toBeNull();
  });

  it('gives way to a fresh socket when it ended before the store came', () => {
    const { early, store, server } = harness();
    early.start('ana');
    server().onClose(); // a refused upgrade, say
    early.confirm('ana');
    expect(early.adopt('ana', store().handlers)).toBeNull();
  });

  it('closes itself when nobody adopts it in time', () => {
    const { early, opened, timers, store } = harness(5_000);
    early.start('ana');
    early.confirm('ana');
    expect(timers[0]!.ms).toBe(5_000);
    timers[0]!.callback();
    expect(opened[0]!.close).toHaveBeenCalled();
    expect(early.adopt('ana', store().handlers)).toBeNull();
  });

  it('stops the wait timer and closes the socket when the store closes it', async () => {
    const { early, opened, timers, store, server } = harness();
    early.start('ana');
    server().onOpen();
    early.confirm('ana');
    const { seen, handlers } = store();
    const socket = early.adopt('ana', handlers)!;
    expect(timers[0]!.cleared).toBe(true);
    socket.close();
    await microtasks();
    server().onMessage('late');
    expect(seen).toEqual([]); // nothing after the store's own close, like a browser socket
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('opens one socket per page', () => {
    const { early, opened } = harness();
    early.start('ana');
    early.start('ana');
    expect(opened).toHaveLength(1);
  });
});
