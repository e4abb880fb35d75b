/**
 * Live-sync observer, run in its own process (never the writer's, never the server's): holds
 * device 2's socket of every user and notes, on the machine-wide clock (lib/shared-clock.ts),
 * when each written task arrives. Some sockets may go through a delaying proxy (the self-check;
 * see lib/delay-proxy.ts): the URL says where each one connects.
 *
 * Sequence: prints `ready` once every socket has its snapshot; then reads one line on stdin, the
 * JSON list of texts the writer had acknowledged; waits until each arrived (5 s at most), then
 * prints its JSON result.
 *   node --import tsx bench/servers/live-observe.ts '<json Args>'
 */
import readline from 'node:readline';
import { sharedNow } from '../lib/shared-clock';
import { openLiveSockets } from './live-sockets';

interface Args {
  /** Device 2 of each user: where its socket connects, and its cookie. */
  devices: { url: string; cookie: string }[];
}

const args = JSON.parse(process.argv[2]!) as Args;
const DRAIN_MS = 5_000;

const deliveredAt: Record<string, number> = {};
let repeats = 0;
function onFrame(data: string) {
  const at = sharedNow();
  if (!data.includes('"changes"')) return;
  for (const match of data.matchAll(/"text":"(live-[0-9]+)"/g)) {
    if (deliveredAt[match[1]!] === undefined) deliveredAt[match[1]!] = at;
    else repeats++;
  }
}

const opened = await openLiveSockets(args.devices.map((d) => ({ ...d, onMessage: onFrame })));
process.stderr.write(`live-observe: ${opened.sockets.length} device-2 sockets open in ${Math.round(opened.ms)} ms\n`);
process.stdout.write('ready\n');

const lines = readline.createInterface({ input: process.stdin });
const expected = JSON.parse(await new Promise<string>((resolve) => lines.once('line', resolve))) as string[];
lines.close();
const drainUntil = performance.now() + DRAIN_MS;
while (performance.now() < drainUntil && expected.some((text) => deliveredAt[text] === undefined)) {
  await new Promise((r) => setTimeout(r, 50));
}

const summary = JSON.stringify({
  sockets: opened.sockets.length,
  connectErrors: opened.errors,
  firstError: opened.firstError,
  connectMs: opened.ms,
  repeats,
  deliveredAt,
});
for (const ws of opened.sockets) ws.terminate();
process.stdout.write(`${summary}\n`, () => process.exit(0));
