/**
 * Live fan-out to one user, run in its own process (never in the server's): opens more sockets
 * than the server keeps for one user, all but the last never reading after their snapshot (the
 * attack that took a server to 1.5 GB), then moves tasks in a 500-task list and counts the bytes
 * each move puts on the reading socket. Every loop is bounded in count and time.
 *   node --import tsx bench/servers/live-fanout.ts '<json Args>'
 */
import http from 'node:http';
import WebSocket from 'ws';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { percentile } from '../lib/stats';

interface Args {
  url: string;
  cookie: string;
  taskIds: string[];
  /** Sockets to open; the server keeps at most its cap and closes the oldest. */
  sockets: number;
  moves: number;
}

const args = JSON.parse(process.argv[2]!) as Args;
const WAIT_MS = 30_000;

function openSocket(onFrame?: (data: string) => void): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${args.url.replace('http', 'ws')}/api/live?protocol=${SYNC_PROTOCOL_VERSION}`, {
      headers: { cookie: args.cookie },
    });
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), WAIT_MS);
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    let synced = false;
    ws.on('message', (raw) => {
      const data = raw.toString();
      if (synced) return onFrame?.(data);
      if (!data.includes('"snapshot"')) return;
      synced = true;
      clearTimeout(timer);
      resolve({ ws, closed });
    });
  });
}

function move(id: string, index: number): Promise<{ status: number; bytes: number }> {
  const body = JSON.stringify({ section: 'today', index });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(`/api/tasks/${id}/move`, args.url),
      {
        method: 'POST',
        headers: { cookie: args.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const closeCodes: Record<string, number> = {};
const hoarders: { ws: WebSocket; closed: Promise<number> }[] = [];
for (let i = 0; i < args.sockets - 1; i++) {
  const socket = await openSocket();
  void socket.closed.then((code) => (closeCodes[code] = (closeCodes[code] ?? 0) + 1));
  hoarders.push(socket);
}

let waiting: { id: string; resolve: (bytes: number) => void } | undefined;
const reader = await openSocket((data) => {
  if (waiting && data.includes(`"id":"${waiting.id}"`)) waiting.resolve(Buffer.byteLength(data));
});
// Let the close frames of the sockets over the cap arrive, then stop reading on the others:
// whatever the server sends them from now on piles up.
await new Promise((resolve) => setTimeout(resolve, 1_000));
const held = hoarders.filter((h) => h.ws.readyState === WebSocket.OPEN);
for (const h of held) h.ws.pause();

// A fixed pseudo-random sequence, so every run makes the same moves.
let seed = 7;
const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const frameBytes: number[] = [];
const answerBytes: number[] = [];
const moveMs: number[] = [];
for (let i = 0; i < args.moves; i++) {
  const id = args.taskIds[random(args.taskIds.length)]!;
  const delivered = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`move ${i} never arrived`)), WAIT_MS);
    waiting = { id, resolve: (bytes) => (clearTimeout(timer), resolve(bytes)) };
  });
  const started = performance.now();
  const answer = await move(id, random(args.taskIds.length));
  if (answer.status !== 200) throw new Error(`move answered ${answer.status}`);
  // A no-op move (same place) sends nothing; it is not counted.
  if (answer.bytes <= '{"tasks":[]}'.length) continue;
  frameBytes.push(await delivered);
  moveMs.push(performance.now() - started);
  answerBytes.push(answer.bytes);
}

const open = held.length + 1;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const output = {
  attempted: args.sockets,
  openAtEnd: open,
  closeCodes,
  moves: frameBytes.length,
  bytesPerMove: {
    mean: sum(frameBytes) / frameBytes.length,
    p50: percentile(frameBytes, 50),
    max: Math.max(...frameBytes),
    total: sum(frameBytes),
  },
  answerBytesMean: sum(answerBytes) / answerBytes.length,
  moveMs: { p50: percentile(moveMs, 50), p99: percentile(moveMs, 99) },
};
for (const h of hoarders) h.ws.terminate();
reader.ws.close();
console.log(JSON.stringify(output));
