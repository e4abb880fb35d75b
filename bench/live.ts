/**
 * Live sync: 1,000 WebSocket clients (500 users × 2 devices); writes at 200/s for 30 s; latency
 * from a write's acknowledgement to its delivery on the user's other device; server RSS. On
 * SQLite (one instance, in-process bus) and on PostgreSQL with two instances (NOTIFY path:
 * device 1 and the writes on A, device 2 on B).
 * Then fan-out to one user (bench/servers/live-fanout.ts): more sockets than the server keeps
 * for a user, none reading but one, while 100 moves are made in a 500-task list; server RSS and
 * bytes sent per move.
 *   node --import tsx bench/live.ts                      (both parts)
 *   BENCH_LIVE_PART=fanout node --import tsx bench/live.ts  (fan-out only)
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

async function liveSync() {
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
}

const FANOUT_TASKS = 500;
const FANOUT_SOCKETS = 40; // more than the server's cap of 32 per user
const FANOUT_MOVES = 100;

interface FanoutOutput {
  attempted: number;
  openAtEnd: number;
  closeCodes: Record<string, number>;
  moves: number;
  bytesPerMove: { mean: number; p50: number; max: number; total: number };
  answerBytesMean: number;
  moveMs: { p50: number; p99: number };
}

async function fanoutRun(kind: DbKind) {
  const db = await createDatabase(kind);
  const server = await startServer({ db });
  try {
    const seeded = await seed(db, {
      users: 1,
      tasksPerUser: FANOUT_TASKS,
      sessionsPerUser: 1,
      section: 'today',
      completedEvery: 0,
    });
    const user = seeded.users[0]!;
    const rssIdleMb = server.rssMb();
    let rssMaxMb = rssIdleMb;
    const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, server.rssMb())), 100);
    try {
      const out = await runJsonChild<FanoutOutput>(
        'bench/servers/live-fanout.ts',
        [
          JSON.stringify({
            url: server.url,
            cookie: user.cookies[0],
            taskIds: user.taskIds,
            sockets: FANOUT_SOCKETS,
            moves: FANOUT_MOVES,
          }),
        ],
        300_000,
      );
      rssMaxMb = Math.max(rssMaxMb, server.rssMb());
      return { kind, out, rssIdleMb, rssMaxMb };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function fanout() {
  const runs = [await fanoutRun('sqlite')];
  if (await postgresAvailable()) runs.push(await fanoutRun('postgres'));
  for (const r of runs) {
    console.log(
      `fan-out ${r.kind}: ${r.out.openAtEnd}/${r.out.attempted} sockets open, ${r.out.moves} moves, ${fmt(r.out.bytesPerMove.mean)} B/move; RSS max ${fmt(r.rssMaxMb)} MiB`,
    );
  }
  writeSection(
    'live-fanout',
    [
      provenance('BENCH_LIVE_PART=fanout node --import tsx bench/live.ts'),
      '',
      `The compiled server. One user with ${FANOUT_TASKS} open tasks in Today (orders 0..${FANOUT_TASKS - 1}, as ` +
        `appended) opens ${FANOUT_SOCKETS} live sockets with one session; all but the last stop reading after ` +
        `their snapshot. Then ${FANOUT_MOVES} moves (\`POST /api/tasks/:id/move\`, the same pseudo-random ` +
        `tasks and places every run; no-op moves not counted), each waited for on the reading socket. Bytes: ` +
        `the \`changes\` frame a move puts on each socket of the user. RSS: the server's VmRSS every 100 ms.`,
      '',
      table(
        [
          'database',
          'sockets kept / opened (close codes)',
          'moves',
          'bytes per move per socket: mean / p50 / max',
          'move answer bytes (mean)',
          'move→delivered p50 / p99 ms',
          `server RSS max MiB (≤ 200 MB = ${fmt(RSS_TARGET_MIB)} MiB)`,
        ],
        runs.map((r) => [
          r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
          `${r.out.openAtEnd} / ${r.out.attempted} (${Object.entries(r.out.closeCodes)
            .map(([code, n]) => `${n} × ${code}`)
            .join(', ')})`,
          r.out.moves,
          `${fmt(r.out.bytesPerMove.mean)} / ${fmt(r.out.bytesPerMove.p50)} / ${fmt(r.out.bytesPerMove.max)}`,
          fmt(r.out.answerBytesMean),
          `${fmt(r.out.moveMs.p50)} / ${fmt(r.out.moveMs.p99)}`,
          `${fmt(r.rssMaxMb)} (idle ${fmt(r.rssIdleMb)}) ${verdict(r.rssMaxMb, RSS_TARGET_MIB, 'lower')}`,
        ]),
      ),
    ].join('\n'),
  );
  saveJson('live-fanout', runs);
}

// Last, so every constant above is initialised before a part runs.
const PART = process.env.BENCH_LIVE_PART ?? 'all';
if (PART === 'all' || PART === 'fanout') await fanout();
if (PART === 'all' || PART === 'sync') await liveSync();
