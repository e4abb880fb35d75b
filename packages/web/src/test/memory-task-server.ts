import {
  CreateTaskSchema,
  DEFAULT_SECTION,
  MoveTaskSchema,
  UpdateTaskSchema,
  nextOrder,
  planMove,
  restorePosition,
  sortTasks,
  type LiveMessage,
  type Task,
} from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import type { AnswerSchema } from '../lib/read-json';
import type { LiveSocketHandlers, OpenLiveSocket } from '../sync/browser/live-socket';
import type { TaskApi } from '../sync/browser/task-api';

export interface RecordedRequest {
  method: 'list' | 'create' | 'update' | 'remove' | 'move' | 'reset' | 'restore';
  id?: string;
  body?: unknown;
  /** Set when the server answered with an error status (see failNext). */
  failedWith?: number;
}

/** A body the server's schema refuses answers 400 naming the field, as the routes do. */
function valid<T>(schema: AnswerSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  throw new ApiRequestError(400, `${field}: ${issue?.message ?? 'is not valid'}`, field);
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
 * One user's task server in memory, with the real one's rules (ids made by the client, idempotent
 * creates, planMove, 404s) and its change feed: every write takes the next value of the user's
 * version; the live stream sends a snapshot on connect, or with `since` the changes after it,
 * then one `changes` message per write. Two stores on one server are two devices. Tests can cut
 * it off, make requests fail, hold them to look at the moment a save is in flight, or lose live
 * messages (a gap).
 */
export class MemoryTaskServer {
  readonly tasks = new Map<string, Task>();
  /** Recently deleted: kept as they were, to be restored. */
  readonly deleted = new Map<string, Task>();
  /** Every request that reached the server, in arrival order (not those cut off by setReachable). */
  readonly requests: RecordedRequest[] = [];
  /** Requests waiting while `hold` is on, oldest first. */
  readonly held: HeldRequest[] = [];
  /** The `since` of every live connection opened, in order (undefined: none given). */
  readonly connects: (number | undefined)[] = [];
  hold = false;
  /** The user's change version: the last write's. */
  version = 0;
  /** Resuming from before this answers with a snapshot (the server keeps no older changes). */
  oldestResumable = 0;
  private reachable = true;
  private readonly clientKeys = new Map<string, string>();
  /** Deleted id → version of its delete, for resumes. */
  private readonly deletedAt = new Map<string, number>();
  private readonly failures: number[] = [];
  private lostAnswers = 0;
  private lostMessages = 0;
  private readonly sockets = new Set<LiveSocketHandlers>();

  constructor(
    initial: Task[] = [],
    private readonly now: () => number = () => Date.now(),
  ) {
    for (const task of initial) this.tasks.set(task.id, { ...task, version: ++this.version });
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

  /** The next live messages reach no socket (lost between instances): the devices see a gap. */
  loseNextMessages(count = 1): void {
    this.lostMessages += count;
  }

  /** Commits and answers the oldest held request. */
  release(): void {
    const next = this.held.shift();
    if (!next) throw new Error('no held request');
    next.commit();
    next.respond();
  }

  /** A change made by another device: written (at the next version) and broadcast. */
  writeElsewhere(task: Task): Task {
    const written = this.write(task);
    this.publish([written], []);
    return written;
  }

  deleteElsewhere(id: string): void {
    this.softDelete(id);
    this.publish([], [id]);
  }

  /** Another device restores a deleted task. */
  restoreElsewhere(id: string): Task {
    const task = this.putBack(id);
    this.publish([task], []);
    return task;
  }

  /** Sends this message as it is to every socket (no version taken). */
  send(message: LiveMessage): void {
    this.broadcast(message);
  }

  /** A snapshot of now, as sent on connect. */
  snapshot(): LiveMessage {
    return { type: 'snapshot', tasks: this.list(), version: this.version };
  }

  /** What a connection resuming from `since` starts with: the changes after it, or a snapshot. */
  resumeFrom(since: number | undefined): LiveMessage {
    if (since === undefined || since < this.oldestResumable || since > this.version) return this.snapshot();
    const upserts = this.list().filter((task) => (task.version ?? 0) > since);
    const deletes = [...this.deletedAt].filter(([id, at]) => at > since && !this.tasks.has(id)).map(([id]) => id);
    return { type: 'changes', upserts, deletes, since, version: this.version };
  }

  readonly openLiveSocket: OpenLiveSocket = (handlers, since) => {
    let closed = false;
    queueMicrotask(() => {
      if (closed) return;
      if (!this.reachable) {
        handlers.onClose();
        return;
      }
      this.connects.push(since);
      this.sockets.add(handlers);
      handlers.onOpen();
      handlers.onMessage(JSON.stringify(this.resumeFrom(since)));
    });
    return {
      close: () => {
        closed = true;
        this.sockets.delete(handlers);
      },
    };
  };

  readonly api: TaskApi = {
    list: () => this.call({ method: 'list' }, () => ({ result: { tasks: this.list(), version: this.version } })),
    create: (input) =>
      this.call({ method: 'create', body: input }, () => {
        const text = valid(CreateTaskSchema, input).text;
        // Idempotent: the same id (or an older client's key) again answers with the task made,
        // deleted since or not, and changes nothing (the first attempt's change was published).
        const knownId = input.id ?? (input.clientKey && this.clientKeys.get(input.clientKey));
        const known = knownId ? (this.tasks.get(knownId) ?? this.deleted.get(knownId)) : undefined;
        if (known) return { result: known };
        const now = this.now();
        const section = input.section ?? DEFAULT_SECTION;
        const task: Task = {
          id: input.id ?? crypto.randomUUID(),
          text,
          priority: input.priority,
          completed: false,
          section,
          day: input.day ?? null,
          order: nextOrder([...this.tasks.values()], section),
          createdAt: now,
          updatedAt: now,
          notes: '',
          checklist: [],
          remindAt: input.remindAt ? new Date(input.remindAt).toISOString() : null,
        };
        const written = this.write(task);
        if (input.clientKey) this.clientKeys.set(input.clientKey, task.id);
        return { result: written, upserts: [written] };
      }),
    update: (id, changes) =>
      this.call({ method: 'update', id, body: changes }, () => {
        valid(UpdateTaskSchema, changes);
        const task = this.write({ ...this.existing(id), ...changes, updatedAt: this.now() });
        return { result: task, upserts: [task] };
      }),
    remove: (id) =>
      this.call({ method: 'remove', id }, () => {
        // The HTTP client reads a 404 as "already gone": no version to give.
        if (!this.softDelete(id)) return { result: undefined };
        return { result: this.version, deletes: [id] };
      }),
    move: (id, move) =>
      this.call({ method: 'move', id, body: move }, () => {
        valid(MoveTaskSchema, move);
        this.existing(id);
        const index = move.index ?? Number.MAX_SAFE_INTEGER;
        const planned = planMove(this.list(), id, move.section, index, this.now(), move.day ?? null) ?? [];
        if (planned.length > 0) this.version++;
        const changed = planned.map((task) => this.write(task, this.version));
        return { result: { tasks: changed, version: this.version }, upserts: changed };
      }),
    reset: (id) =>
      this.call({ method: 'reset', id }, () => {
        const now = this.now();
        const task = this.write({ ...this.existing(id), createdAt: now, updatedAt: now });
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

  /** Stores the task at the next version (or at `version`, for the tasks of one move). */
  private write(task: Task, version = ++this.version): Task {
    const written = { ...task, version };
    this.tasks.set(task.id, written);
    this.deletedAt.delete(task.id);
    return written;
  }

  /** As the server's: the row keeps every field and takes the delete's version. */
  private softDelete(id: string): boolean {
    const task = this.tasks.get(id);
    if (!task) return false;
    this.tasks.delete(id);
    this.deletedAt.set(id, ++this.version);
    this.deleted.set(id, { ...task, version: this.version });
    return true;
  }

  /** The server's restore: every field as it was, its order unless another task holds it now; a new version. */
  private putBack(id: string): Task {
    const deleted = this.deleted.get(id);
    if (!deleted) throw new ApiRequestError(404, 'Task not found');
    this.deleted.delete(id);
    return this.write({ ...deleted, ...restorePosition(this.list(), deleted) });
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
          if (upserts.length > 0 || deletes.length > 0) this.publish(upserts, deletes);
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

  /** The live message of the write that took the current version. */
  private publish(upserts: Task[], deletes: string[]): void {
    this.broadcast({ type: 'changes', upserts, deletes, since: this.version - 1, version: this.version });
  }

  private broadcast(message: LiveMessage): void {
    if (this.lostMessages > 0) {
      this.lostMessages--;
      return;
    }
    const data = JSON.stringify(message);
    for (const socket of this.sockets) socket.onMessage(data);
  }
}
