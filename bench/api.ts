/**
 * API throughput: autocannon against create, toggle and list (100 tasks) with signed-in
 * sessions, on SQLite and PostgreSQL, beside two ceilings measured in the same run — a Fastify
 * hello-world and the raw database queries for the same rows — and GET /api/me, which is the
 * session lookup alone. Then creates/s at list size: users with 3,000 tasks beside fresh users.
 *   node --import tsx bench/api.ts                             (both parts)
 *   BENCH_API_PART=create-size node --import tsx bench/api.ts  (creates at list size only)
 */
import type { Request } from 'autocannon';
import { runJsonChild } from './lib/child-json';
import { FULL_TASKS, SIZE_USERS, measureCreateAtSize, type CreateSizeRun } from './lib/create-size';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { startHello } from './lib/hello';
import { load, rotate, type LoadResult } from './lib/load';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets } from './lib/targets';
import { seed } from './lib/seed';
import { startServer } from './lib/server';
import { fmt, verdict } from './lib/stats';

const CONNECTIONS = 10;
const SECONDS = 5;
const RUNS = 3;
const WARMUP = 2;
const USERS = 100;
const WRITE_LIMIT = 1_000_000;
const base = { connections: CONNECTIONS, seconds: SECONDS, runs: RUNS, warmupSeconds: WARMUP };

interface RawResult {
  op: 'list' | 'insert' | 'update';
  opsPerSec: number;
  p50: number;
  p99: number;
}

interface DbRun {
  kind: DbKind;
  me: LoadResult;
  list: LoadResult;
  toggle: LoadResult;
  create: LoadResult;
  raw: RawResult[];
  rssMb: number;
}

async function measureHello(): Promise<LoadResult> {
  const hello = await startHello();
  try {
    return await load({ ...base, url: hello.url, requests: [{ method: 'GET', path: '/' }] });
  } finally {
    await hello.stop();
  }
}

async function measureDb(kind: DbKind): Promise<DbRun> {
  const db = await createDatabase(kind);
  // The per-user write limit (600/min by default) would turn a throughput test into a 429 test:
  // it stays on (its check is part of every write's cost), raised out of reach.
  const server = await startServer({ db, env: { WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT) } });
  try {
    // Many users, one request each in turn: a per-user write limit, if one lands, is not what
    // we measure; sessions are seeded (see lib/seed.ts).
    const readers = (await seed(db, { users: USERS, tasksPerUser: 100, sessionsPerUser: 1, tag: 'r' })).users;
    const writers = (await seed(db, { users: USERS, tasksPerUser: 0, sessionsPerUser: 1, tag: 'w' })).users;

    const check = await fetch(`${server.url}/api/tasks`, { headers: { cookie: readers[0]!.cookies[0]! } });
    const body = (await check.json()) as { tasks?: unknown[] };
    if (check.status !== 200 || body.tasks?.length !== 100) {
      throw new Error(`GET /api/tasks answered ${check.status} with ${body.tasks?.length} tasks, expected 100`);
    }

    const reader = rotate(readers);
    const withCookie =
      (path: string): Request['setupRequest'] =>
      (request) => ({ ...request, path, headers: { cookie: reader().cookies[0]! } });
    const me = await load({
      ...base,
      url: server.url,
      requests: [{ method: 'GET', setupRequest: withCookie('/api/me') }],
    });
    const list = await load({
      ...base,
      url: server.url,
      requests: [{ method: 'GET', setupRequest: withCookie('/api/tasks') }],
    });

    const pairs = readers.flatMap((u) => u.taskIds.slice(0, 10).map((id) => ({ cookie: u.cookies[0]!, id })));
    const nextPair = rotate(pairs);
    let flips = 0;
    const toggle = await load({
      ...base,
      url: server.url,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (request) => {
            const pair = nextPair();
            return {
              ...request,
              path: `/api/tasks/${pair.id}`,
              headers: { cookie: pair.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ completed: Math.floor(flips++ / pairs.length) % 2 === 0 }),
            };
          },
        },
      ],
    });

    const writer = rotate(writers);
    let n = 0;
    const create = await load({
      ...base,
      url: server.url,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: '/api/tasks',
            headers: { cookie: writer().cookies[0]!, 'content-type': 'application/json' },
            body: JSON.stringify({
              clientKey: `bench-${process.pid}-${n++}`,
              text: `Benchmark task ${n}`,
              priority: 'Medium',
            }),
          }),
        },
      ],
    });
    const rssMb = server.rssMb();
    await server.stop();

    const raw = await runJsonChild<RawResult[]>(
      'bench/servers/raw-db.ts',
      [
        JSON.stringify({
          kind,
          file: db.sqliteFile,
          url: db.databaseUrl,
          uid: readers[1]!.id,
          taskIds: readers[1]!.taskIds,
          ms: SECONDS * 1000,
        }),
      ],
      120_000,
    );
    return { kind, me, list, toggle, create, raw, rssMb };
  } finally {
    await server.stop();
    await db.drop();
  }
}

const kinds: DbKind[] = ['sqlite'];
if (await postgresAvailable()) kinds.push('postgres');
else console.warn('PostgreSQL not reachable: measuring SQLite only');

async function throughput() {
  const hello = await measureHello();
  console.log(`hello-world: ${fmt(hello.rps)} req/s p99 ${hello.p99} ms`);
  const runs: DbRun[] = [];
  for (const kind of kinds) {
    const run = await measureDb(kind);
    runs.push(run);
    for (const name of ['me', 'list', 'toggle', 'create'] as const) {
      const r = run[name];
      console.log(
        `${kind} ${name}: ${fmt(r.rps)} req/s p50 ${r.p50} ms p99 ${r.p99} ms non2xx ${r.non2xx} errors ${r.errors}`,
      );
    }
  }

  const rawOf = (run: DbRun, op: RawResult['op']) => run.raw.find((r) => r.op === op)!;
  const rows: (string | number)[][] = [
    ['—', 'hello-world `GET /`', fmt(hello.rps), hello.p50, hello.p99, '1.00 (ceiling)', '—', '—'],
  ];
  for (const run of runs) {
    const entries = [
      ['`GET /api/me` (session lookup only)', run.me, undefined, undefined],
      ['`GET /api/tasks` (100 tasks)', run.list, rawOf(run, 'list'), 3000],
      ['`PATCH /api/tasks/:id` (toggle)', run.toggle, rawOf(run, 'update'), undefined],
      ['`POST /api/tasks` (create)', run.create, rawOf(run, 'insert'), 3000],
    ] as const;
    for (const [name, r, raw, target] of entries) {
      const errors = r.non2xx + r.errors > 0 ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
      rows.push([
        run.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        name + errors,
        fmt(r.rps),
        r.p50,
        r.p99,
        (r.rps / hello.rps).toFixed(2),
        raw ? `${(r.rps / raw.opsPerSec).toFixed(2)} of ${fmt(raw.opsPerSec)}/s` : '—',
        target && run.kind === 'sqlite'
          ? `${verdict(r.rps, target, 'higher')} req/s; p99 ${verdict(r.p99, 20, 'lower')}`
          : run.kind === 'sqlite' && name.includes('toggle')
            ? `p99 ${verdict(r.p99, 20, 'lower')}`
            : '—',
      ]);
    }
  }
  const rawRows = runs.flatMap((run) =>
    run.raw.map((r) => [
      run.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      r.op,
      fmt(r.opsPerSec),
      fmt(r.p50, 3),
      fmt(r.p99, 3),
    ]),
  );
  writeSection(
    'api',
    [
      provenance('node --import tsx bench/api.ts'),
      '',
      `autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${RUNS} runs of ${SECONDS} s (medians), from the ` +
        `benchmark process against the compiled server (\`packages/server/dist/main.js\`, as \`npm run serve\` runs it) ` +
        `in its own process (both on this 2-core machine, so the load generator ` +
        `takes CPU the server would otherwise have). ${USERS} signed-in users per endpoint, one request each in turn. ` +
        `Latencies in ms (autocannon's histogram has 1 ms resolution). The per-user write limit stays on but is raised ` +
        `with \`WRITE_RATE_LIMIT_PER_MINUTE=${WRITE_LIMIT}\`: at the default 600/min, ${USERS} users allow at most ` +
        `${(USERS * 10).toLocaleString('en-US')} writes/s, so a 3,000/s target needs ≥ 300 active users or the knob.`,
      '',
      table(
        ['database', 'endpoint', 'req/s', 'p50', 'p99', '÷ hello-world', '÷ raw query ceiling', 'target (SQLite)'],
        rows,
      ),
      '',
      'Raw database ceilings (bench/servers/raw-db.ts: the same SQL without HTTP, auth or Kysely; SQLite one connection, ' +
        'PostgreSQL 10 in flight on a pool of 10, as the server uses):',
      '',
      table(['database', 'query', 'ops/s', 'p50 ms', 'p99 ms'], rawRows),
      '',
      `Server RSS after the run: ${runs.map((r) => `${r.kind} ${fmt(r.rssMb)} MiB`).join(', ')}.`,
    ].join('\n'),
  );
  saveJson('api', { hello, runs });
  refreshTargets();
}

/** The issue's target: creates/s for a user with 3,000 tasks ÷ a fresh user's. */
const SIZE_RATIO_TARGET = 0.9;
/** Short runs, many rounds: on a busy shared machine a round's two sides see the same neighbours. */
const SIZE_BASE = { connections: CONNECTIONS, seconds: 2, runs: 11, warmupSeconds: WARMUP };

async function createSize() {
  const runs: CreateSizeRun[] = [];
  for (const kind of kinds) {
    const run = await measureCreateAtSize(kind, SIZE_BASE, { WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT) });
    runs.push(run);
    console.log(
      `${kind} create at size: fresh ${fmt(run.fresh.rps)}/s p99 ${run.fresh.p99} ms, ${FULL_TASKS} tasks ${fmt(run.full.rps)}/s p99 ${run.full.p99} ms, ratio ${run.ratio.toFixed(2)} (rounds ${run.rounds.map((r) => (r.full / r.fresh).toFixed(2)).join(' ')})`,
    );
  }
  const side = (r: LoadResult) =>
    `${fmt(r.rps)} (p50 ${r.p50} / p99 ${r.p99} ms)${r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
  writeSection(
    'api-create-size',
    [
      provenance('BENCH_API_PART=create-size node --import tsx bench/api.ts'),
      '',
      `\`POST /api/tasks\` into Brain Dump through one server on one database holding two groups of signed-in ` +
        `users: ${SIZE_USERS} fresh ones (empty lists at the start) and ${SIZE_USERS} whose Brain Dump already ` +
        `holds ${FULL_TASKS.toLocaleString('en-US')} tasks. autocannon ${CONNECTIONS} connections, the groups measured ` +
        `in turn (bench/lib/alternate.ts): ${SIZE_BASE.warmupSeconds} s warm-up, then ${SIZE_BASE.runs} rounds of ` +
        `${SIZE_BASE.seconds} s fresh + ${SIZE_BASE.seconds} s full, users in turn within a group. Creates/s are each ` +
        `side's median; the ratio is the median of the rounds' full ÷ fresh (both sides of a round share the ` +
        `neighbours' load). Write limit raised as above.`,
      '',
      table(
        [
          'database',
          'fresh users: creates/s',
          `${FULL_TASKS.toLocaleString('en-US')}-task users: creates/s`,
          'ratio (≥ 0.9)',
          'rounds: full ÷ fresh',
          'tasks in a list at the end: fresh / full',
        ],
        runs.map((r) => {
          const ratio = r.ratio;
          return [
            r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
            side(r.fresh),
            side(r.full),
            `${ratio.toFixed(2)} ${verdict(ratio, SIZE_RATIO_TARGET, 'higher')}`,
            r.rounds.map((x) => (x.full / x.fresh).toFixed(2)).join(', '),
            `${r.freshTasksAtEnd} / ${r.fullTasksAtEnd.toLocaleString('en-US')}`,
          ];
        }),
      ),
    ].join('\n'),
  );
  saveJson('api-create-size', runs);
  refreshTargets();
}

const PART = process.env.BENCH_API_PART ?? 'all';
if (PART === 'all' || PART === 'throughput') await throughput();
if (PART === 'all' || PART === 'create-size') await createSize();
