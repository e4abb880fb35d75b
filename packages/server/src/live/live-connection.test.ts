import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import { CLOSE_SNAPSHOT_FAILED, LiveConnection } from './live-connection';

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
  send(data: string) {
    this.sent.push(JSON.parse(data) as LiveMessage);
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
    const connection = new LiveConnection(socket as unknown as WebSocket, loader.load, log);
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
    const connection = new LiveConnection(socket as unknown as WebSocket, loader.load, log);
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
    const connection = new LiveConnection(socket as unknown as WebSocket, loader.load, log);
    const done = connection.resync();
    loader.next().reject(new Error('database down'));
    await done;
    expect(socket.closedWith).toBe(CLOSE_SNAPSHOT_FAILED);
    expect(socket.sent).toEqual([]);
  });

  it('drops a client that has stopped reading', async () => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket as unknown as WebSocket, async () => [], log);
    await connection.resync();
    socket.bufferedAmount = 64 * 1024 * 1024;
    connection.deliver({ kind: 'message', message: change('lost') });
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toEqual([{ type: 'snapshot', tasks: [] }]);
  });

  it('sends nothing to a socket that is no longer open', async () => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket as unknown as WebSocket, async () => [], log);
    socket.readyState = WebSocket.CLOSING;
    await connection.resync();
    connection.deliver({ kind: 'message', message: change('late') });
    expect(socket.sent).toEqual([]);
  });
});
