import {
  DEFAULT_SECTION,
  TaskTextSchema,
  nextOrder,
  planMove,
  restorePosition,
  sortTasks,
  type LiveMessage,
  type Task,
} from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import type { LiveSocketHandlers, OpenLiveSocket } from '../sync/browser/live-socket';
import type { TaskApi } from '../sync/browser/task-api';

export interface RecordedRequest {
  method: 'list' | 'create' | 'update' | 'remove' | 'move' | 'reset' | 'restore';
  id?: string;
  body?: unknown;
  /** Set when the server answered with an error status (see failNext). */
  failedWith?: number;
}

interface Outcome<T> {
  result: T;
  upserts?: Task[];
  deletes?: string[];
}

/** A request that waits (see `hold`): commit() writes and broadcasts, respond() answers it. */
export interface HeldRequest {
  request: RecordedRequest;
  commit(): void;
  respond(): void;
}

/**
 * One user's task server in memory, with the real one's rules (client keys, planMove, 404s) and
 * its live stream: a snapshot on connect, then one `changes` message per write. Two stores on
 * one server are two devices. Tests can cut it off, make requests fail, or hold them to look at
 * the moment a save is in flight.
 */
export class MemoryTaskServer {
  readonly tasks = new Map<string, Task>();
  /** Recently deleted: kept as they were, to be restored. */
  readonly deleted = new Map<string, Task>();
  /** Every request that reached the server, in arrival order (not those cut off by setReachable). */
  readonly requests: RecordedRequest[] = [];
  /** Requests waiting while `hold` is on, oldest first. */
  readonly held: HeldRequest[] = [];
  hold = false;
  private reachable = true;
  private readonly clientKeys = new Map<string, string>();
  private readonly failures: number[] = [];
  private lostAnswers = 0;
  private readonly sockets = new Set<LiveSocketHandlers>();
  private nextId = 1;

  constructor(
    initial: Task[] = [],
    private readonly now: () => number = () => Date.now(),
  ) {
    for (const task of initial) this.tasks.set(task.id, task);
  }

  list(): Task[] {
    return sortTasks([...this.tasks.values()]);
  }

  get connections(): number {
    return this.sockets.size;
  }

  /** Unreachable: open sockets drop, new ones and every request fail like a network error. */
  setReachable(reachable: boolean): void {
    this.reachable = reachable;
    if (reachable) return;
    for (const socket of [...this.sockets]) {
      this.sockets.delete(socket);
      socket.onClose();
    }
  }

  /** The next requests answer with these HTTP statuses, one each. */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** The next requests are written, but their answers never arrive (a dropped connection). */
  loseNextAnswers(count = 1): void {
    this.lostAnswers += count;
  }

  /** Commits and answers the oldest held request. */
  release(): void {
    const next = this.held.shift();
    if (!next) throw new Error('no held request');
    next.commit();
    next.respond();
  }

  /** A change made by another device: written and broadcast, no request of ours involved. */
  writeElsewhere(task: Task): void {
    this.tasks.set(task.id, task);
    this.broadcast({ type: 'changes', upserts: [task], deletes: [] });
  }

  deleteElsewhere(id: string): void {
    this.softDelete(id);
    this.broadcast({ type: 'changes', upserts: [], deletes: [id] });
  }

  /** Another device restores a deleted task. */
  restoreElsewhere(id: string): Task {
    const task = this.putBack(id);
    this.broadcast({ type: 'changes', upserts: [task], deletes: [] });
    return task;
  }

  send(message: LiveMessage): void {
    this.broadcast(message);
  }

  readonly openLiveSocket: OpenLiveSocket = (handlers) => {
    let closed = false;
    queueMicrotask(() => {
      if (closed) return;
      if (!this.reachable) {
        handlers.onClose();
        return;
      }
      this.sockets.add(handlers);
      handlers.onOpen();
      handlers.onMessage(JSON.stringify({ type: 'snapshot', tasks: this.list() } satisfies LiveMessage));
    });
    return {
      close: () => {
        closed = true;
        this.sockets.delete(handlers);
      },
    };
  };

  readonly api: TaskApi = {
    list: () => this.call({ method: 'list' }, () => ({ result: this.list() })),
    create: (input) =>
      this.call({ method: 'create', body: input }, () => {
        const known = this.tasks.get(this.clientKeys.get(input.clientKey) ?? '');
        if (known) return { result: known };
        const text = TaskTextSchema.safeParse(input.text);
        if (!text.success) throw new ApiRequestError(400, 'text: must not be empty', 'text');
        const now = this.now();
        const section = input.section ?? DEFAULT_SECTION;
        const task: Task = {
          id: `srv-${this.nextId++}`,
          text: text.data,
          priority: input.priority,
          completed: false,
          section,
          order: nextOrder([...this.tasks.values()], section),
          createdAt: now,
          updatedAt: now,
          remindAt: input.remindAt ? new Date(input.remindAt).toISOString() : null,
        };
        this.tasks.set(task.id, task);
        this.clientKeys.set(input.clientKey, task.id);
        return { result: task, upserts: [task] };
      }),
    update: (id, changes) =>
      this.call({ method: 'update', id, body: changes }, () => {
        const task = { ...this.existing(id), ...changes, updatedAt: this.now() };
        this.tasks.set(id, task);
        return { result: task, upserts: [task] };
      }),
    remove: (id) =>
      this.call({ method: 'remove', id }, () => {
        if (!this.softDelete(id)) return { result: undefined };
        return { result: undefined, deletes: [id] };
      }),
    move: (id, move) =>
      this.call({ method: 'move', id, body: move }, () => {
        this.existing(id);
        const changed = planMove(this.list(), id, move.section, move.index, this.now()) ?? [];
        for (const task of changed) this.tasks.set(task.id, task);
        return { result: changed, upserts: changed };
      }),
    reset: (id) =>
      this.call({ method: 'reset', id }, () => {
        const now = this.now();
        const task = { ...this.existing(id), createdAt: now, updatedAt: now };
        this.tasks.set(id, task);
        return { result: task, upserts: [task] };
      }),
    restore: (id) =>
      this.call({ method: 'restore', id }, () => {
        const back = this.tasks.get(id);
        if (back) return { result: back };
        const task = this.putBack(id);
        return { result: task, upserts: [task] };
      }),
  };

  private softDelete(id: string): boolean {
    const task = this.tasks.get(id);
    if (task) this.deleted.set(id, task);
    return this.tasks.delete(id);
  }

  /** The server's restore: every field as it was, its order unless another task holds it now. */
  private putBack(id: string): Task {
    const deleted = this.deleted.get(id);
    if (!deleted) throw new ApiRequestError(404, 'Task not found');
    const task = { ...deleted, ...restorePosition(this.list(), deleted) };
    this.deleted.delete(id);
    this.tasks.set(id, task);
    return task;
  }

  private existing(id: string): Task {
    const task = this.tasks.get(id);
    if (!task) throw new ApiRequestError(404, 'Task not found');
    return task;
  }

  private call<T>(request: RecordedRequest, handle: () => Outcome<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let answer: () => void = () => reject(new Error('responded before commit'));
      const commit = () => {
        if (!this.reachable) {
          answer = () => reject(new TypeError('Failed to fetch'));
          return;
        }
        const status = this.failures.shift();
        if (status !== undefined) {
          this.requests.push({ ...request, failedWith: status });
          answer = () => reject(new ApiRequestError(status, `failed with ${status}`));
          return;
        }
        this.requests.push(request);
        try {
          const { result, upserts = [], deletes = [] } = handle();
          if (upserts.length > 0 || deletes.length > 0) this.broadcast({ type: 'changes', upserts, deletes });
          if (this.lostAnswers > 0) {
            this.lostAnswers--;
            answer = () => reject(new TypeError('The network connection was lost'));
          } else answer = () => resolve(result);
        } catch (error) {
          answer = () => reject(error);
        }
      };
      const respond = () => answer();
      if (this.hold) this.held.push({ request, commit, respond });
      else
        queueMicrotask(() => {
          commit();
          respond();
        });
    });
  }

  private broadcast(message: LiveMessage): void {
    const data = JSON.stringify(message);
    for (const socket of this.sockets) socket.onMessage(data);
  }
}
