/**
 * Live-sync load generator, run in its own process (never in the server's): opens two sockets
 * per user (device 1 on server A, device 2 on server B — the same server for one instance),
 * writes through device 1's session at a fixed rate, and times each write from its HTTP
 * acknowledgement to its arrival on device 2. Every loop is bounded in count and time.
 *   node --import tsx bench/servers/live-load.ts '<json Args>'
 */
import http from 'node:http';
import WebSocket from 'ws';
import { percentile } from '../lib/stats';

interface Args {
  urlA: string;
  urlB: string;
  users: { cookies: [string, string] }[];
  writesPerSecond: number;
  seconds: number;
}

const args = JSON.parse(process.argv[2]!) as Args;
const CONNECT_PARALLEL = 25;
const CONNECT_TIMEOUT_MS = 120_000;
const DRAIN_MS = 5_000;

interface Pending {
  sentAt: number;
  ackAt?: number;
  deliveredAt?: number;
  status?: number;
}
const pending = new Map<string, Pending>();
let unexpected = 0;

function openSocket(base: string, cookie: string, onMessage?: (data: string, at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    let snapshot = false;
    ws.on('message', (raw) => {
      const at = performance.now();
      const data = raw.toString();
      if (!snapshot) {
        if (data.includes('"snapshot"')) {
          snapshot = true;
          clearTimeout(timer);
          resolve(ws);
        }
        return;
      }
      onMessage?.(data, at);
    });
  });
}

// Device 2 sees the change: match it by the unique text the write carried.
function onDevice2(data: string, at: number) {
  if (!data.includes('"changes"')) return;
  for (const match of data.matchAll(/"text":"(live-[0-9]+)"/g)) {
    const p = pending.get(match[1]!);
    if (p && p.deliveredAt === undefined) p.deliveredAt = at;
    else if (!p) unexpected++;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(base: string, path: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}

const sockets: WebSocket[] = [];
const connectStarted = performance.now();
const jobs = args.users.flatMap((u) => [
  () => openSocket(args.urlA, u.cookies[0]),
  () => openSocket(args.urlB, u.cookies[1], onDevice2),
]);
let next = 0;
let connectErrors = 0;
let firstError = '';
await Promise.all(
  Array.from({ length: CONNECT_PARALLEL }, async () => {
    while (next < jobs.length && performance.now() - connectStarted < CONNECT_TIMEOUT_MS) {
      const job = jobs[next++]!;
      try {
        sockets.push(await job());
      } catch (err) {
        connectErrors++;
        firstError ||= String(err);
      }
    }
  }),
);
const connectMs = performance.now() - connectStarted;
process.stderr.write(`live-load: ${sockets.length} sockets open in ${Math.round(connectMs)} ms\n`);

// Open loop: write k is due at start + k / rate, whatever the answers do.
const total = Math.round(args.writesPerSecond * args.seconds);
const interval = 1000 / args.writesPerSecond;
const started = performance.now();
const inFlight: Promise<void>[] = [];
for (let k = 0; k < total; k++) {
  const due = started + k * interval;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  if (performance.now() - started > (args.seconds + 10) * 1000) break;
  const user = args.users[k % args.users.length]!;
  const text = `live-${k}`;
  const p: Pending = { sentAt: performance.now() };
  pending.set(text, p);
  inFlight.push(
    post(args.urlA, '/api/tasks', user.cookies[0], { clientKey: `live-${process.pid}-${k}`, text }).then((status) => {
      p.status = status;
      p.ackAt = performance.now();
    }),
  );
}
const writeSeconds = (performance.now() - started) / 1000;
await Promise.all(inFlight);
const drainUntil = performance.now() + DRAIN_MS;
while (
  performance.now() < drainUntil &&
  [...pending.values()].some((p) => p.deliveredAt === undefined && p.status === 201)
) {
  await new Promise((r) => setTimeout(r, 50));
}

const dist = (values: number[]) => ({
  p50: percentile(values, 50),
  p90: percentile(values, 90),
  p99: percentile(values, 99),
  max: values.reduce((m, v) => Math.max(m, v), 0),
  n: values.length,
});
const all = [...pending.values()];
const ok = all.filter((p) => p.status === 201);
const delivered = ok.filter((p) => p.deliveredAt !== undefined);
const summary = JSON.stringify({
  sockets: sockets.length,
  connectErrors,
  firstError,
  connectMs,
  writes: all.length,
  writeSeconds,
  acked: ok.length,
  failedStatuses: all.filter((p) => p.status !== 201).map((p) => p.status),
  delivered: delivered.length,
  unexpected,
  // Delivery can beat the HTTP answer (the server publishes before it replies): such a write
  // counts as 0 ms after its acknowledgement.
  ackToDeliver: dist(delivered.map((p) => Math.max(0, p.deliveredAt! - p.ackAt!))),
  deliveredBeforeAck: delivered.filter((p) => p.deliveredAt! < p.ackAt!).length,
  sendToDeliver: dist(delivered.map((p) => p.deliveredAt! - p.sentAt)),
  sendToAck: dist(ok.map((p) => p.ackAt! - p.sentAt)),
});
for (const ws of sockets) ws.terminate();
agent.destroy();
// Exit only once the line is written: process.exit() can cut a pending write to a pipe.
process.stdout.write(`${summary}\n`, () => process.exit(0));
