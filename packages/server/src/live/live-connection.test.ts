import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import { CLOSE_GRACE_MS, CLOSE_SNAPSHOT_FAILED, LiveConnection, MAX_UNSENT_BYTES_PER_USER } from './live-connection';
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
});
const change = (id: string): LiveMessage => ({ type: 'changes', upserts: [task(id)], deletes: [] });

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

/** A snapshot loader the test releases by hand, to deliver changes while it is "reading". */
function controlledLoader() {
  const pending: { resolve: (tasks: Task[]) => void; reject: (err: Error) => void }[] = [];
  return {
    load: () => new Promise<Task[]>((resolve, reject) => pending.push({ resolve, reject })),
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

describe('LiveConnection', () => {
  it('holds changes that arrive while the snapshot is read and sends them after it', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new LiveConnection(
      socket as unknown as WebSocket,
      async () => serializeSnapshot(await loader.load()),
      log,
    );
    const done = connection.resync();
    connection.deliver({ kind: 'message', message: change('during') });
    expect(socket.sent).toEqual([]);
    loader.next().resolve([task('a')]);
    await done;
    connection.deliver({ kind: 'message', message: change('after') });
    expect(socket.sent).toEqual([{ type: 'snapshot', tasks: [task('a')] }, change('during'), change('after')]);
  });

  it('reads the snapshot again when a resync is asked for during a read', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new LiveConnection(
      socket as unknown as WebSocket,
      async () => serializeSnapshot(await loader.load()),
      log,
    );
    const done = connection.resync();
    connection.deliver({ kind: 'resync' });
    connection.deliver({ kind: 'message', message: change('x') });
    loader.next().resolve([task('old')]);
    await flush();
    loader.next().resolve([task('old'), task('new')]);
    await done;
    expect(socket.sent).toEqual([
      { type: 'snapshot', tasks: [task('old')] },
      { type: 'snapshot', tasks: [task('old'), task('new')] },
      change('x'),
    ]);
  });

  it('closes with 1011 when the snapshot cannot be read, so the client reconnects', async () => {
    const socket = new FakeSocket();
    const loader = controlledLoader();
    const connection = new LiveConnection(
      socket as unknown as WebSocket,
      async () => serializeSnapshot(await loader.load()),
      log,
    );
    const done = connection.resync();
    loader.next().reject(new Error('database down'));
    await done;
    expect(socket.closedWith).toBe(CLOSE_SNAPSHOT_FAILED);
    expect(socket.sent).toEqual([]);
  });

  it('drops a client that has stopped reading', async () => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket as unknown as WebSocket, async () => serializeSnapshot([]), log);
    await connection.resync();
    socket.bufferedAmount = 64 * 1024 * 1024;
    connection.deliver({ kind: 'message', message: change('lost') });
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toEqual([{ type: 'snapshot', tasks: [] }]);
  });

  it('sends nothing to a socket that is no longer open', async () => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket as unknown as WebSocket, async () => serializeSnapshot([]), log);
    socket.readyState = WebSocket.CLOSING;
    await connection.resync();
    connection.deliver({ kind: 'message', message: change('late') });
    expect(socket.sent).toEqual([]);
  });

  // Issue 24: an evicted socket that was not reading stayed open for ws's 30 s close handshake,
  // holding its snapshot.
  it('drops a socket told to close at once when it has anything unsent', () => {
    const socket = new FakeSocket();
    socket.bufferedAmount = 1;
    new LiveConnection(socket as unknown as WebSocket, async () => serializeSnapshot([]), log).end(4002, 'evicted');
    expect(socket.terminated).toBe(true);
    expect(socket.closedWith).toBeUndefined();
  });

  it('closes a reading socket politely, then drops it if it does not answer within the grace', () => {
    vi.useFakeTimers();
    try {
      const socket = new FakeSocket();
      new LiveConnection(socket as unknown as WebSocket, async () => serializeSnapshot([]), log).end(4002, 'evicted');
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
    const snapshot = async () => Buffer.concat([Buffer.from('{"type":"snapshot","tasks":[]}'), big]);
    const connection = new LiveConnection(
      socket as unknown as WebSocket,
      snapshot,
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
