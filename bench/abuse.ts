/**
 * Issue 24's slow-socket attack against the compiled server: one user with a 4.7 MB task list
 * (one import of ~2,350 tasks of 2 KB) opens 100 live sockets that never read and holds them for
 * 5 s, while the server's RSS is sampled every 50 ms and /healthz is timed every 100 ms.
 * Targets: the server grows by at most 300 MB and /healthz stays within 300 ms.
 *   node --import tsx bench/abuse.ts
 */
import WebSocket from 'ws';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { provenance, table, writeSection } from './lib/results';
import { startServer } from './lib/server';
import { fmt } from './lib/stats';

const SOCKETS = 100;
const LIST_BYTES = 4.7e6;
const HOLD_MS = 5_000;
const GROWTH_TARGET_MB = 300;
const HEALTHZ_TARGET_MS = 300;

interface Row {
  kind: DbKind;
  tasks: number;
  opened: number;
  refused: number;
  dropped: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  healthzMaxMs: number;
  healthzChecks: number;
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: `abuse-${Date.now()}@example.test`, password: 'correct horse battery', name: 'A' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function run(kind: DbKind): Promise<Row> {
  const db = await createDatabase(kind);
  const server = await startServer({ db });
  try {
    const cookie = await signUp(server.url);
    const line = (i: number) => `${i} ${'x'.repeat(1_990)}`;
    const text = Array.from({ length: Math.ceil(LIST_BYTES / line(0).length) }, (_, i) => line(i)).join('\n');
    const imported = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ kind: 'text', list: 'brainDump', text }),
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const { tasks } = (await imported.json()) as { tasks: number };

    const rssBeforeMiB = server.rssMb();
    let rssPeakMiB = rssBeforeMiB;
    const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, server.rssMb())), 50);
    let healthzMaxMs = 0;
    let healthzChecks = 0;
    let watching = true;
    const health = (async () => {
      while (watching) {
        const started = performance.now();
        await fetch(`${server.url}/healthz`);
        healthzMaxMs = Math.max(healthzMaxMs, performance.now() - started);
        healthzChecks++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let refused = 0;
    let dropped = 0;
    const sockets: WebSocket[] = [];
    await Promise.all(
      Array.from({ length: SOCKETS }, () => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/live?protocol=${SYNC_PROTOCOL_VERSION}`, {
          headers: { cookie, origin: server.url },
        });
        sockets.push(socket);
        socket.on('close', () => dropped++);
        return new Promise<void>((resolve) => {
          socket.once('open', () => {
            socket.pause(); // never reads
            resolve();
          });
          socket.once('unexpected-response', (_request, response) => {
            refused++;
            response.resume();
            resolve();
          });
          socket.once('error', () => resolve());
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    watching = false;
    await health;
    clearInterval(sampler);
    for (const socket of sockets) socket.terminate();
    return {
      kind,
      tasks,
      opened: SOCKETS - refused,
      refused,
      dropped,
      rssBeforeMiB,
      rssPeakMiB,
      healthzMaxMs,
      healthzChecks,
    };
  } finally {
    await server.stop();
    await db.drop();
  }
}

const rows: Row[] = [await run('sqlite')];
if (await postgresAvailable()) rows.push(await run('postgres'));
const growthTargetMiB = (GROWTH_TARGET_MB * 1e6) / 2 ** 20;
const markdown = [
  provenance('node --import tsx bench/abuse.ts'),
  '',
  `The compiled server. One user imports ${fmt(LIST_BYTES / 1e6)} MB of task text, then opens ${SOCKETS} live sockets that pause at once (never read) and holds them ${HOLD_MS / 1000} s. RSS: the server's VmRSS every 50 ms; /healthz timed every 100 ms meanwhile.`,
  '',
  table(
    [
      'database',
      'tasks',
      'sockets opened / refused (429) / dropped by the server',
      'RSS before → peak MiB',
      `growth (≤ ${GROWTH_TARGET_MB} MB = ${fmt(growthTargetMiB, 0)} MiB)`,
      `/healthz max ms (≤ ${HEALTHZ_TARGET_MS}) of checks`,
    ],
    rows.map((r) => [
      r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      r.tasks.toLocaleString('en-US'),
      `${r.opened} / ${r.refused} / ${r.dropped}`,
      `${fmt(r.rssBeforeMiB, 0)} → ${fmt(r.rssPeakMiB, 0)}`,
      `${fmt(r.rssPeakMiB - r.rssBeforeMiB, 0)} ${r.rssPeakMiB - r.rssBeforeMiB <= growthTargetMiB ? '✅ met' : '❌ missed'}`,
      `${fmt(r.healthzMaxMs, 0)} of ${r.healthzChecks} ${r.healthzMaxMs <= HEALTHZ_TARGET_MS ? '✅ met' : '❌ missed'}`,
    ]),
  ),
].join('\n');
console.log(markdown);
writeSection('abuse-slow-sockets', markdown);
