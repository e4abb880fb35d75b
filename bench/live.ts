/**
 * Live sync: 1,000 WebSocket clients (500 users × 2 devices); writes at 200/s for 30 s; latency
 * from a write leaving the writer to its delivery on the user's other device, noted by another
 * process, with a self-check that must see an injected 50 ms delay; server RSS. On
 * SQLite (one instance, in-process bus) and on PostgreSQL with two instances (NOTIFY path:
 * device 1 and the writes on A, device 2 on B).
 * Then fan-out to one user (bench/servers/live-fanout.ts): more sockets than the server keeps
 * for a user, none reading but one, while 100 moves are made in a 500-task list; server RSS and
 * bytes sent per move.
 *   node --import tsx bench/live.ts                      (both parts)
 *   BENCH_LIVE_PART=fanout node --import tsx bench/live.ts  (fan-out only)
 */
import { runJsonChild, startJsonChild } from './lib/child-json';
import { startDelayProxy } from './lib/delay-proxy';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { RSS_TARGET_MIB, refreshTargets } from './lib/targets';
import { seed } from './lib/seed';
import { startServer, type RunningServer } from './lib/server';
import { fmt, max, percentile, verdict } from './lib/stats';
import type { Write } from './servers/live-write';

const USERS = Number(process.env.BENCH_LIVE_USERS ?? 500);
const RATE = 200;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const TASKS_PER_USER = 20;

/**
 * The self-check: every CHECK_EVERY-th user's device 2 connects through a proxy that holds what
 * the server sends for this long (lib/delay-proxy.ts). Those users' send→deliver must come out
 * about this much later than the others', or the figure is not measuring delivery.
 */
const SELF_CHECK_DELAY_MS = 50;
const CHECK_EVERY = 10;
/** How far the seen delay may stray from the injected one and still count as seen. */
const SELF_CHECK_TOLERANCE = { below: 5, above: 25 };

interface Dist {
  p50: number;
  p90: number;
  p99: number;
  min: number;
  max: number;
  n: number;
}

const dist = (values: number[]): Dist => ({
  p50: percentile(values, 50),
  p90: percentile(values, 90),
  p99: percentile(values, 99),
  min: values.reduce((m, v) => Math.min(m, v), Number.POSITIVE_INFINITY),
  max: values.reduce((m, v) => Math.max(m, v), Number.NEGATIVE_INFINITY),
  n: values.length,
});

interface Connected {
  sockets: number;
  connectErrors: number;
  firstError: string;
  connectMs: number;
}
type WriterOutput = Connected & { writeSeconds: number; writes: Write[] };
type ObserverOutput = Connected & { repeats: number; deliveredAt: Record<string, number> };

interface LoadOutput {
  device1: Connected;
  device2: Connected;
  writes: number;
  writeSeconds: number;
  acked: number;
  failedStatuses: number[];
  delivered: number;
  repeats: number;
  /** Unclamped, on the users whose device 2 connects straight to the server. */
  sendToDeliver: Dist;
  sendToAck: Dist;
  deliveredBeforeAck: number;
  /** The same, on the users behind the delaying proxy. */
  delayedSendToDeliver: Dist;
  selfCheck: { injectedMs: number; seenMs: number; ok: boolean };
}

interface LiveRun {
  name: string;
  kind: DbKind;
  instances: number;
  out: LoadOutput;
  rssMaxMb: number[];
  rssIdleMb: number[];
}

/**
 * Three processes besides the servers: the observer holds device 2's sockets, the writer device
 * 1's and writes; this one joins their times (taken on the machine-wide clock) afterwards.
 */
async function measure(urlA: string, urlB: string, users: { cookies: string[] }[]): Promise<LoadOutput> {
  const proxy = await startDelayProxy(urlB, SELF_CHECK_DELAY_MS);
  try {
    const delayed = (user: number) => user % CHECK_EVERY === 0;
    const observer = startJsonChild<ObserverOutput>(
      'bench/servers/live-observe.ts',
      [
        JSON.stringify({
          devices: users.map((u, i) => ({ url: delayed(i) ? proxy.url : urlB, cookie: u.cookies[1] })),
        }),
      ],
      (SECONDS + 300) * 1000,
    );
    const ready = await observer.ready;
    if (ready !== 'ready') throw new Error(`live-observe: ${ready}`);
    const writer = await runJsonChild<WriterOutput>(
      'bench/servers/live-write.ts',
      [JSON.stringify({ url: urlA, cookies: users.map((u) => u.cookies[0]), writesPerSecond: RATE, seconds: SECONDS })],
      (SECONDS + 200) * 1000,
    );
    const acked = writer.writes.filter((w) => w.status === 201);
    observer.send(JSON.stringify(acked.map((w) => w.text)));
    const seen = await observer.result;
    const delivered = acked.filter((w) => seen.deliveredAt[w.text] !== undefined);
    const latency = (w: Write) => seen.deliveredAt[w.text]! - w.sentAt;
    const direct = delivered.filter((w) => !delayed(w.user));
    const viaProxy = delivered.filter((w) => delayed(w.user));
    const sendToDeliver = dist(direct.map(latency));
    const delayedSendToDeliver = dist(viaProxy.map(latency));
    const seenMs = delayedSendToDeliver.p50 - sendToDeliver.p50;
    const { writes: _writes, ...device1 } = writer;
    const { deliveredAt: _deliveredAt, repeats, ...device2 } = seen;
    return {
      device1,
      device2,
      writes: writer.writes.length,
      writeSeconds: writer.writeSeconds,
      acked: acked.length,
      failedStatuses: writer.writes.filter((w) => w.status !== 201).map((w) => w.status),
      delivered: delivered.length,
      repeats,
      sendToDeliver,
      sendToAck: dist(acked.filter((w) => !delayed(w.user)).map((w) => w.ackAt - w.sentAt)),
      deliveredBeforeAck: direct.filter((w) => seen.deliveredAt[w.text]! < w.ackAt).length,
      delayedSendToDeliver,
      selfCheck: {
        injectedMs: SELF_CHECK_DELAY_MS,
        seenMs,
        ok:
          seenMs >= SELF_CHECK_DELAY_MS - SELF_CHECK_TOLERANCE.below &&
          seenMs <= SELF_CHECK_DELAY_MS + SELF_CHECK_TOLERANCE.above,
      },
    };
  } finally {
    await proxy.close();
  }
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
      const out = await measure(servers[0]!.url, servers[instances - 1]!.url, seeded.users);
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

const sockets = (c: Connected) =>
  `${c.sockets}${c.connectErrors ? ` (${c.connectErrors} failed: ${c.firstError})` : ''} in ${fmt(c.connectMs / 1000)} s`;

async function liveSync() {
  const runs: LiveRun[] = [];
  runs.push(await run('sqlite', 1));
  if (await postgresAvailable()) runs.push(await run('postgres', 2));

  for (const r of runs) {
    const o = r.out;
    console.log(
      `${r.name}: ${o.device1.sockets}+${o.device2.sockets} sockets, ${o.acked}/${o.writes} acked, ${o.delivered} delivered; send→deliver p50 ${fmt(o.sendToDeliver.p50)} p99 ${fmt(o.sendToDeliver.p99)} ms (min ${fmt(o.sendToDeliver.min)}); self-check ${fmt(o.selfCheck.seenMs)} of ${o.selfCheck.injectedMs} ms; RSS max ${r.rssMaxMb.map((m) => fmt(m)).join('/')} MiB`,
    );
  }

  const rows = runs.map((r) => {
    const o = r.out;
    const d = o.sendToDeliver;
    const rss = max(r.rssMaxMb);
    return [
      r.name,
      `${sockets(o.device1)} + ${sockets(o.device2)}`,
      `${o.acked} / ${o.writes} in ${fmt(o.writeSeconds)} s (${fmt(o.acked / o.writeSeconds)}/s)`,
      `${o.delivered}${o.acked - o.delivered ? ` (${o.acked - o.delivered} missing)` : ''}`,
      `${fmt(d.p50)} ${verdict(d.p50, 5, 'lower')}`,
      `${fmt(d.p99)} ${verdict(d.p99, 25, 'lower')}`,
      `${fmt(d.min)} / ${fmt(d.p90)} / ${fmt(d.max)} (n = ${d.n})`,
      `${fmt(o.sendToAck.p50)} / ${fmt(o.sendToAck.p99)}`,
      o.deliveredBeforeAck,
      `+${fmt(o.selfCheck.seenMs)} ms (p50 ${fmt(o.delayedSendToDeliver.p50)} − ${fmt(d.p50)}, n = ${o.delayedSendToDeliver.n}) ${o.selfCheck.ok ? '✅ seen' : '❌ not seen'}`,
      `${r.rssMaxMb.map((m) => fmt(m)).join(' + ')} (idle ${r.rssIdleMb.map((m) => fmt(m)).join(' + ')}) ${verdict(rss, RSS_TARGET_MIB, 'lower')}`,
    ];
  });
  writeSection(
    'live',
    [
      provenance('node --import tsx bench/live.ts'),
      '',
      `The compiled server (\`node --enable-source-maps packages/server/dist/main.js\`, as \`npm run serve\` runs it). ` +
        `${USERS} users × 2 devices = ${USERS * 2} WebSockets; each user has ${TASKS_PER_USER} tasks (the snapshot). ` +
        `Two processes besides the server's: bench/servers/live-observe.ts holds every device 2 (on the second ` +
        `instance when there are two) and notes when each new task arrives; bench/servers/live-write.ts holds every ` +
        `device 1 and writes \`POST /api/tasks\` through its session at ${RATE}/s for ${SECONDS} s (open loop, users ` +
        `in turn), noting when each request left and when its answer came. Both read the machine-wide monotonic ` +
        `clock (bench/lib/shared-clock.ts), so send→deliver is a plain difference, never clamped: a negative value ` +
        `would show as the min. Self-check: device 2 of every ${CHECK_EVERY}th user connects through a proxy that ` +
        `holds the server's bytes ${SELF_CHECK_DELAY_MS} ms (bench/lib/delay-proxy.ts); their p50 must come out ` +
        `${SELF_CHECK_DELAY_MS} ms (−${SELF_CHECK_TOLERANCE.below}/+${SELF_CHECK_TOLERANCE.above}) above the others', which ` +
        `a figure clamped or taken at the writer could not show. The latency columns are the other users' only. ` +
        `RSS: the server process's VmRSS sampled every 250 ms, maximum (idle: after boot and seeding, before any socket).`,
      '',
      table(
        [
          'setup',
          'sockets open: device 1 + device 2',
          'writes acked',
          'delivered to device 2',
          'send→deliver p50 (≤ 5)',
          'send→deliver p99 (≤ 25)',
          'send→deliver min / p90 / max',
          'send→ack p50 / p99',
          'delivered before the answer',
          `self-check: ${SELF_CHECK_DELAY_MS} ms injected, seen as`,
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
