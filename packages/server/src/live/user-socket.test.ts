import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import { CLOSE_GRACE_MS, CLOSE_SNAPSHOT_FAILED, UserSocket, MAX_UNSENT_BYTES_PER_USER } from './user-socket';
import { serializeSnapshot } from './shared-snapshots';

const task = (id: string): Task => ({
  id,
  text: id,
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 0,
  createdAt: 1,
  updatedAt: 1,
  notes: '',
  checklist: [],
});
/** A change to one task, the user's version going from `since` to `version`. */
const change = (id: string, since: number, version = since + 1): LiveMessage => ({
  type: 'changes',
  upserts: [task(id)],
  deletes: [],
  since,
  version,
});
const snapshot = (tasks: Task[], version: number) => ({ type: 'snapshot' as const, tasks, version });
/** A loader for tests that need no control over it: an empty snapshot at version 0. */
const empty = async () => ({ data: serializeSnapshot({ tasks: [], version: 0 }), version: 0 });

/** Just enough of a ws socket to watch what the connection does with it. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: LiveMessage[] = [];
  closedWith: number | undefined;
  terminated = false;
  send(data: Buffer) {
    // Only the head: a test snapshot may carry padding after its JSON.
    const text = data.toString();
    this.sent.push(JSON.parse(text.slice(0, text.lastIndexOf('}') + 1)) as LiveMessage);
  }
  ping() {}
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSED;
  }
  terminate() {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
}

type Read = { type: 'snapshot'; tasks: Task[]; version: number } | Extract<LiveMessage, { type: 'changes' }>;

/** A loader the test releases by hand, to deliver changes while it is "reading". */
function controlledLoader() {
  const pending: { resolve: (read: Read) => void; reject: (err: Error) => void }[] = [];
  /** The `since` of each read asked for, in order. */
  const asked: (number | undefined)[] = [];
  return {
    asked,
    load: async (since: number | undefined) => {
      asked.push(since);
      const read = await new Promise<Read>((resolve, reject) => pending.push({ resolve, reject }));
      return { data: Buffer.from(JSON.stringify(read)), version: read.version };
    },
    next: () => {
      const p = pending.shift();
      if (!p) throw new Error('no snapshot is being read');
      return p;
    },
    get reads() {
      return pending.length;
    },
  };
}

const log = { warn: () => {} } as never;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('UserSocket', () => {
  it('holds changes that arrive while the snapshot is read and sends them after it', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new UserSocket(socket as unknown as WebSocket, loader.load, log);
    const done = connection.resync();
    connection.deliver({ kind: 'message', message: change('held', 0) });
    connection.deliver({ kind: 'message', message: change('during', 1) });
    expect(socket.sent).toEqual([]);
    loader.next().resolve(snapshot([task('held')], 1));
    await done;
    connection.deliver({ kind: 'message', message: change('after', 2) });
    // The snapshot at 1 already holds the change to 1: only what came after it follows.
    expect(socket.sent).toEqual([snapshot([task('held')], 1), change('during', 1), change('after', 2)]);
  });

  it('starts from the version the client holds, then forwards the changes after it', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new UserSocket(socket as unknown as WebSocket, loader.load, log);
    const done = connection.start(5);
    expect(loader.asked).toEqual([5]);
    const missed = change('missed', 5, 7);
    loader.next().resolve(missed as Read);
    await done;
    connection.deliver({ kind: 'message', message: change('old', 6, 7) });
    connection.deliver({ kind: 'message', message: change('next', 7) });
    expect(socket.sent).toEqual([missed, change('next', 7)]);
  });

  it('fills a hole in the versions before forwarding what follows it', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new UserSocket(socket as unknown as WebSocket, loader.load, log);
    const started = connection.resync();
    loader.next().resolve(snapshot([], 3));
    await started;
    // The change to 4 has not arrived (another instance's notification is late): 5 waits.
    connection.deliver({ kind: 'message', message: change('five', 4) });
    expect(loader.asked).toEqual([undefined, 3]);
    connection.deliver({ kind: 'message', message: change('six', 5) });
    const filled = {
      type: 'changes' as const,
      upserts: [task('four'), task('five')],
      deletes: [],
      since: 3,
      version: 5,
    };
    loader.next().resolve(filled);
    await flush();
    connection.deliver({ kind: 'message', message: change('four', 3) });
    expect(socket.sent).toEqual([snapshot([], 3), filled, change('six', 5)]);
  });

  it('reads the snapshot again when a resync is asked for during a read', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new UserSocket(socket as unknown as WebSocket, loader.load, log);
    const done = connection.resync();
    connection.deliver({ kind: 'resync' });
    connection.deliver({ kind: 'message', message: change('x', 2) });
    loader.next().resolve(snapshot([task('old')], 1));
    await flush();
    loader.next().resolve(snapshot([task('old'), task('new')], 2));
    await done;
    expect(socket.sent).toEqual([snapshot([task('old')], 1), snapshot([task('old'), task('new')], 2), change('x', 2)]);
  });

  it('closes with 1011 when the snapshot cannot be read, so the client reconnects', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new UserSocket(socket as unknown as WebSocket, loader.load, log);
    const done = connection.resync();
    loader.next().reject(new Error('database down'));
    await done;
    expect(socket.closedWith).toBe(CLOSE_SNAPSHOT_FAILED);
    expect(socket.sent).toEqual([]);
  });

  it('drops a client that has stopped reading', async () => {
    const socket = new FakeSocket();
    const connection = new UserSocket(socket as unknown as WebSocket, empty, log);
    await connection.resync();
    socket.bufferedAmount = 64 * 1024 * 1024;
    connection.deliver({ kind: 'message', message: change('lost', 0) });
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toEqual([snapshot([], 0)]);
  });

  it('sends nothing to a socket that is no longer open', async () => {
    const socket = new FakeSocket();
    const connection = new UserSocket(socket as unknown as WebSocket, empty, log);
    socket.readyState = WebSocket.CLOSING;
    await connection.resync();
    connection.deliver({ kind: 'message', message: change('late', 0) });
    expect(socket.sent).toEqual([]);
  });

  // Issue 24: an evicted socket that was not reading stayed open for ws's 30 s close handshake,
  // holding its snapshot.
  it('drops a socket told to close at once when it has anything unsent', () => {
    const socket = new FakeSocket();
    socket.bufferedAmount = 1;
    new UserSocket(socket as unknown as WebSocket, empty, log).end(4002, 'evicted');
    expect(socket.terminated).toBe(true);
    expect(socket.closedWith).toBeUndefined();
  });

  it('closes a reading socket politely, then drops it if it does not answer within the grace', () => {
    vi.useFakeTimers();
    try {
      const socket = new FakeSocket();
      new UserSocket(socket as unknown as WebSocket, empty, log).end(4002, 'evicted');
      expect(socket.closedWith).toBe(4002);
      expect(socket.terminated).toBe(false);
      vi.advanceTimersByTime(CLOSE_GRACE_MS);
      expect(socket.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a socket whose send would take the user's unsent bytes past the per-user bound, snapshots included", async () => {
    const socket = new FakeSocket();
    let others = 0;
    const big = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const padded = async () => ({
      data: Buffer.concat([Buffer.from('{"type":"snapshot","tasks":[],"version":0}'), big]),
      version: 0,
    });
    const connection = new UserSocket(
      socket as unknown as WebSocket,
      padded,
      log,
      () => others + socket.bufferedAmount,
    );
    // Nothing else unsent: even a large snapshot goes.
    await connection.resync();
    expect(socket.sent).toHaveLength(1);
    others = MAX_UNSENT_BYTES_PER_USER - 1024 * 1024;
    await connection.resync();
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toHaveLength(1);
  });
});
