/**
 * Live-sync writer, run in its own process (never in the server's, never in the observer's):
 * opens device 1's socket of every user (so the server fans each change out to both devices, as
 * in use), then writes through device 1's session at a fixed rate, open loop. It records when
 * each write left and when its answer came, on the machine-wide clock (lib/shared-clock.ts);
 * when it arrived on device 2 is the observer's business (live-observe.ts).
 *   node --import tsx bench/servers/live-write.ts '<json Args>'
 */
import http from 'node:http';
import { sharedNow } from '../lib/shared-clock';
import { openLiveSockets } from './live-sockets';

interface Args {
  url: string;
  /** Device 1's cookie of each user. */
  cookies: string[];
  writesPerSecond: number;
  seconds: number;
}

export interface Write {
  /** The task's text, `live-<k>`: how the observer recognises it. */
  text: string;
  /** Index of the writing user in `cookies`. */
  user: number;
  sentAt: number;
  ackAt: number;
  status: number;
}

const args = JSON.parse(process.argv[2]!) as Args;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(path: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      new URL(path, args.url),
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

const opened = await openLiveSockets(args.cookies.map((cookie) => ({ url: args.url, cookie })));
process.stderr.write(`live-write: ${opened.sockets.length} device-1 sockets open in ${Math.round(opened.ms)} ms\n`);

// Open loop: write k is due at start + k / rate, whatever the answers do.
const total = Math.round(args.writesPerSecond * args.seconds);
const interval = 1000 / args.writesPerSecond;
const writes: Write[] = [];
const inFlight: Promise<void>[] = [];
const started = performance.now();
for (let k = 0; k < total; k++) {
  const wait = started + k * interval - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  if (performance.now() - started > (args.seconds + 10) * 1000) break;
  const user = k % args.cookies.length;
  const write: Write = { text: `live-${k}`, user, sentAt: sharedNow(), ackAt: Number.NaN, status: 0 };
  writes.push(write);
  inFlight.push(
    post('/api/tasks', args.cookies[user]!, { clientKey: `live-${process.pid}-${k}`, text: write.text }).then(
      (status) => {
        write.status = status;
        write.ackAt = sharedNow();
      },
    ),
  );
}
const writeSeconds = (performance.now() - started) / 1000;
await Promise.all(inFlight);

const summary = JSON.stringify({
  sockets: opened.sockets.length,
  connectErrors: opened.errors,
  firstError: opened.firstError,
  connectMs: opened.ms,
  writeSeconds,
  writes,
});
for (const ws of opened.sockets) ws.terminate();
agent.destroy();
// Exit only once the line is written: process.exit() can cut a pending write to a pipe.
process.stdout.write(`${summary}\n`, () => process.exit(0));
