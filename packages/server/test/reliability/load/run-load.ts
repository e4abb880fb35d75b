// Load against one running server: many live sockets, a steady rate of writes, and a client-side
// count of every change each socket should have received. Used by load.ts (full run) and
// load.test.ts (short run in CI). All traffic goes to the given 127.0.0.1 address; every loop is
// bounded in count and in time.
import http from 'node:http';
import WebSocket from 'ws';
import type { LiveMessage, Task } from '@dayflow/core';
import { signUpOverHttp, uniqueKey, type HttpUser } from '../support/http-user';

export interface LoadOptions {
  baseUrl: string;
  wsUrl: string;
  users: number;
  sockets: number;
  writesPerSecond: number;
  seconds: number;
  /** How long to wait after the last write for the last changes to arrive. */
  drainMs?: number;
  /** Cap on writes in flight; beyond it the run falls behind its rate (and says so). */
  maxInFlight?: number;
  /** HTTP connections shared by all users (keep-alive), like a crowd of browsers holding a few each. */
  connections?: number;
  log?: (line: string) => void;
}

export interface LoadResult {
  users: number;
  sockets: number;
  seconds: number;
  writesPlanned: number;
  writesSent: number;
  writesAcknowledged: number;
  achievedWritesPerSecond: number;
  /** Non-2xx answers, network failures and sockets that closed or errored during the run. */
  errors: number;
  errorSamples: string[];
  byKind: Record<'create' | 'edit' | 'complete' | 'delete', number>;
  /** (socket, change) pairs expected: every acknowledged write × every socket of its user. */
  deliveriesExpected: number;
  deliveriesReceived: number;
  lost: number;
  /** Snapshots after the first: a socket told to resync instead of getting its changes. */
  resyncs: number;
  writeLatencyMs: Percentiles;
  deliveryLatencyMs: Percentiles;
  setupMs: number;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

type Kind = keyof LoadResult['byKind'];

/** One user's sockets and tasks. A task is lent to one write at a time, so no write races another. */
interface Member {
  user: HttpUser;
  sockets: Listener[];
  idle: string[];
  writes: number;
}

/** A socket that records when each change marker arrives. */
class Listener {
  readonly seen = new Map<string, number>();
  snapshots = 0;
  failure: string | undefined;
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      const now = performance.now();
      if (message.type === 'snapshot') {
        this.snapshots++;
        // A resync snapshot still delivers the current state; count what it shows.
        for (const task of message.tasks) this.mark(`t:${task.text}`, now);
      } else if (message.type === 'changes') {
        for (const task of message.upserts) this.mark(`t:${task.text}`, now);
        for (const id of message.deletes) this.mark(`d:${id}`, now);
      }
    });
    socket.on('close', (code) => (this.failure ??= `socket closed (${code})`));
    socket.on('error', (error) => (this.failure ??= `socket error: ${error.message}`));
  }
  private mark(marker: string, at: number) {
    if (!this.seen.has(marker)) this.seen.set(marker, at);
  }
}

function openListener(wsUrl: string, cookie: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers: { cookie } });
    const listener = new Listener(socket);
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once('error', reject);
    const waitForSnapshot = () => {
      if (listener.snapshots > 0) {
        clearTimeout(timer);
        resolve(listener);
      } else setTimeout(waitForSnapshot, 5);
    };
    socket.once('open', waitForSnapshot);
  });
}

/** Runs `work` over items with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted[sorted.length - 1]! * 10) / 10 };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { baseUrl, wsUrl, users, sockets, writesPerSecond, seconds } = options;
  const drainMs = options.drainMs ?? 15_000;
  const maxInFlight = options.maxInFlight ?? 400;
  const log = options.log ?? (() => {});
  const setupStarted = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 128 });

  // Users one by one (sign-up hashes a password and is itself rate limited per address).
  const members: Member[] = [];
  for (let i = 0; i < users; i++)
    members.push({
      user: await signUpOverHttp(baseUrl, { name: `Load ${i}`, agent }),
      sockets: [],
      idle: [],
      writes: 0,
    });
  log(`signed up ${users} users`);
  const slots = Array.from({ length: sockets }, (_, i) => members[i % users]!);
  await eachLimited(slots, 50, async (member) => {
    member.sockets.push(await openListener(wsUrl, member.user.cookie));
  });
  log(`opened ${sockets} sockets`);
  const setupMs = performance.now() - setupStarted;

  const errorSamples: string[] = [];
  let errors = 0;
  const fail = (what: string) => {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(what);
  };
  /** marker → (user, when the write was sent); only acknowledged writes are expected. */
  const expected: { member: Member; marker: string; sentAt: number }[] = [];
  const writeLatencies: number[] = [];
  const byKind: Record<Kind, number> = { create: 0, edit: 0, complete: 0, delete: 0 };
  let sent = 0;
  let acknowledged = 0;
  let inFlight = 0;
  let sequence = 0;

  const write = async (member: Member) => {
    const n = sequence++;
    // Half creates until a user has a few tasks, then edits, completions and deletes of them.
    const turn = member.writes++;
    const reuse = member.idle.length >= 8 || (member.idle.length > 0 && turn % 2 === 1);
    const id = reuse ? member.idle.splice(turn % member.idle.length, 1)[0] : undefined;
    const kind: Kind =
      id === undefined ? 'create' : (['edit', 'complete', 'delete'] as const)[Math.floor(turn / 2) % 3]!;
    // Every change that upserts carries a text used nowhere else, so each delivery is countable.
    const text = `L${n}`;
    const request =
      kind === 'create'
        ? { method: 'POST', url: '/api/tasks', body: { clientKey: uniqueKey('load'), text, section: 'today' } }
        : kind === 'edit'
          ? { method: 'PATCH', url: `/api/tasks/${id}`, body: { text } }
          : kind === 'complete'
            ? { method: 'PATCH', url: `/api/tasks/${id}`, body: { text, completed: true } }
            : { method: 'DELETE', url: `/api/tasks/${id}`, body: undefined };
    const sentAt = performance.now();
    sent++;
    inFlight++;
    try {
      const response = await member.user.request<Task>(baseUrl, request.method, request.url, request.body);
      writeLatencies.push(performance.now() - sentAt);
      if (response.status >= 300) {
        fail(`${request.method} ${request.url} → ${response.status} ${JSON.stringify(response.body)}`);
        if (id) member.idle.push(id);
        return;
      }
      acknowledged++;
      byKind[kind]++;
      const marker = kind === 'delete' ? `d:${id}` : `t:${text}`;
      expected.push({ member, marker, sentAt });
      if (kind !== 'delete') member.idle.push(response.body.id);
    } catch (error) {
      fail(`${request.method} ${request.url} → ${(error as Error).message}`);
    } finally {
      inFlight--;
    }
  };

  const planned = Math.round(writesPerSecond * seconds);
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(planned, Math.floor(elapsed * writesPerSecond));
      while (sent < due && inFlight < maxInFlight) {
        const promise = write(members[sent % users]!);
        pending.add(promise);
        void promise.finally(() => pending.delete(promise));
      }
      // Bounded in time as well as in count: a server that cannot keep up ends the run late, not never.
      if (sent >= planned || elapsed > seconds * 2 + 10) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const sendingMs = performance.now() - started;
  await Promise.all(pending);
  log(`sent ${sent} writes in ${(sendingMs / 1000).toFixed(1)} s, ${acknowledged} acknowledged`);

  // Every socket of each user must see every acknowledged change of that user.
  const missing = () => {
    let count = 0;
    for (const { member, marker } of expected)
      for (const socket of member.sockets) if (!socket.seen.has(marker)) count++;
    return count;
  };
  const drainUntil = performance.now() + drainMs;
  while (missing() > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));

  const deliveryLatencies: number[] = [];
  let received = 0;
  let deliveriesExpected = 0;
  for (const { member, marker, sentAt } of expected) {
    for (const socket of member.sockets) {
      deliveriesExpected++;
      const at = socket.seen.get(marker);
      if (at === undefined) continue;
      received++;
      deliveryLatencies.push(at - sentAt);
    }
  }
  let resyncs = 0;
  for (const member of members) {
    for (const socket of member.sockets) {
      resyncs += socket.snapshots - 1;
      if (socket.failure) fail(socket.failure);
    }
  }
  for (const member of members)
    for (const socket of member.sockets) socket.socket.removeAllListeners('close').terminate();
  agent.destroy();

  return {
    users,
    sockets,
    seconds,
    writesPlanned: planned,
    writesSent: sent,
    writesAcknowledged: acknowledged,
    achievedWritesPerSecond: Math.round((sent / sendingMs) * 1000 * 10) / 10,
    errors,
    errorSamples,
    byKind,
    deliveriesExpected,
    deliveriesReceived: received,
    lost: deliveriesExpected - received,
    resyncs,
    writeLatencyMs: percentiles(writeLatencies),
    deliveryLatencyMs: percentiles(deliveryLatencies),
    setupMs: Math.round(setupMs),
  };
}
