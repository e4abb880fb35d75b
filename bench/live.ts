/**
 * Live sync: 1,000 WebSocket clients (500 users × 2 devices); writes at 200/s for 30 s; latency
 * from a write's acknowledgement to its delivery on the user's other device; server RSS. On
 * SQLite (one instance, in-process bus) and on PostgreSQL with two instances (NOTIFY path:
 * device 1 and the writes on A, device 2 on B).
 *   node --import tsx bench/live.ts
 */
import { runJsonChild } from './lib/child-json';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { RSS_TARGET_MIB, refreshTargets } from './lib/targets';
import { seed } from './lib/seed';
import { startServer, type RunningServer } from './lib/server';
import { fmt, max, verdict } from './lib/stats';

const USERS = Number(process.env.BENCH_LIVE_USERS ?? 500);
const RATE = 200;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const TASKS_PER_USER = 20;

interface Dist {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  n: number;
}

interface LoadOutput {
  sockets: number;
  connectErrors: number;
  firstError: string;
  connectMs: number;
  writes: number;
  writeSeconds: number;
  acked: number;
  failedStatuses: number[];
  delivered: number;
  unexpected: number;
  ackToDeliver: Dist;
  deliveredBeforeAck: number;
  sendToDeliver: Dist;
  sendToAck: Dist;
}

interface LiveRun {
  name: string;
  kind: DbKind;
  instances: number;
  out: LoadOutput;
  rssMaxMb: number[];
  rssIdleMb: number[];
}

async function run(kind: DbKind, instances: number): Promise<LiveRun> {
  const db = await createDatabase(kind);
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer({ db }));
    const seeded = await seed(db, { users: USERS, tasksPerUser: TASKS_PER_USER, sessionsPerUser: 2 });
    const rssIdleMb = servers.map((s) => s.rssMb());
    const rssMaxMb = [...rssIdleMb];
    const sampler = setInterval(() => {
      servers.forEach((s, i) => (rssMaxMb[i] = Math.max(rssMaxMb[i]!, s.rssMb())));
    }, 250);
    try {
      const out = await runJsonChild<LoadOutput>(
        'bench/servers/live-load.ts',
        [
          JSON.stringify({
            urlA: servers[0]!.url,
            urlB: servers[instances - 1]!.url,
            users: seeded.users.map((u) => ({ cookies: u.cookies })),
            writesPerSecond: RATE,
            seconds: SECONDS,
          }),
        ],
        (SECONDS + 200) * 1000,
      );
      return {
        name: `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${instances} instance${instances > 1 ? 's (NOTIFY)' : ''}`,
        kind,
        instances,
        out,
        rssMaxMb,
        rssIdleMb,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

const runs: LiveRun[] = [];
runs.push(await run('sqlite', 1));
if (await postgresAvailable()) runs.push(await run('postgres', 2));

for (const r of runs) {
  const o = r.out;
  console.log(
    `${r.name}: ${o.sockets} sockets, ${o.acked}/${o.writes} acked, ${o.delivered} delivered; ack→deliver p50 ${fmt(o.ackToDeliver.p50)} p99 ${fmt(o.ackToDeliver.p99)} ms, send→deliver p50 ${fmt(o.sendToDeliver.p50)} p99 ${fmt(o.sendToDeliver.p99)}; RSS max ${r.rssMaxMb.map((m) => fmt(m)).join('/')} MiB`,
  );
}

const rows = runs.map((r) => {
  const o = r.out;
  const p50 = o.ackToDeliver.p50;
  const p99 = o.ackToDeliver.p99;
  const rss = max(r.rssMaxMb);
  return [
    r.name,
    `${o.sockets}${o.connectErrors ? ` (${o.connectErrors} failed: ${o.firstError})` : ''} in ${fmt(o.connectMs / 1000)} s`,
    `${o.acked} / ${o.writes} in ${fmt(o.writeSeconds)} s (${fmt(o.acked / o.writeSeconds)}/s)`,
    `${o.delivered}${o.acked - o.delivered ? ` (${o.acked - o.delivered} missing)` : ''}`,
    `${fmt(p50)} ${verdict(p50, 5, 'lower')}`,
    `${fmt(p99)} ${verdict(p99, 25, 'lower')}`,
    `${fmt(o.sendToDeliver.p50)} / ${fmt(o.sendToDeliver.p99)}`,
    `${fmt(o.sendToAck.p50)} / ${fmt(o.sendToAck.p99)}`,
    o.deliveredBeforeAck,
    `${r.rssMaxMb.map((m) => fmt(m)).join(' + ')} (idle ${r.rssIdleMb.map((m) => fmt(m)).join(' + ')}) ${verdict(rss, RSS_TARGET_MIB, 'lower')}`,
  ];
});
writeSection(
  'live',
  [
    provenance('node --import tsx bench/live.ts'),
    '',
    `The compiled server (\`node --enable-source-maps packages/server/dist/main.js\`, as \`npm run serve\` runs it). ` +
      `${USERS} users × 2 devices = ${USERS * 2} WebSockets opened by bench/servers/live-load.ts in its own process; ` +
      `each user has ${TASKS_PER_USER} tasks (the snapshot). Writes: \`POST /api/tasks\` through device 1's session at ` +
      `${RATE}/s for ${SECONDS} s (open loop, users in turn). Latency is from the write's HTTP answer to the change ` +
      `arriving on device 2 (ms); a change that arrives before the answer counts as 0. RSS: the server process's ` +
      `VmRSS sampled every 250 ms, maximum (idle: after boot and seeding, before any socket).`,
    '',
    table(
      [
        'setup',
        'sockets open',
        'writes acked',
        'delivered to device 2',
        'ack→deliver p50 (≤ 5)',
        'ack→deliver p99 (≤ 25)',
        'send→deliver p50 / p99',
        'send→ack p50 / p99',
        'delivered before ack',
        `server RSS max MiB (≤ 200 MB = ${fmt(RSS_TARGET_MIB)} MiB)`,
      ],
      rows,
    ),
  ].join('\n'),
);
saveJson('live', runs);
refreshTargets();
