/**
 * Rollover: 100,000 users whose local day changes at the same minute. Users, sessions and two
 * open Tomorrow tasks each are seeded straight into the database (bench/lib/seed.ts), all in UTC
 * and already started today; the compiled server runs with its minute sweep on. While autocannon
 * lists tasks (GET /api/tasks, 10 connections, 20 signed-in users) in 2-second windows, every
 * user's last started day is set to yesterday in one statement: the next sweep starts 100,000
 * days. Reported: the sweep's duration (first to last day start seen in the guard rows), and list p50/p99 in the windows before and during the sweep.
 *   node --import tsx bench/rollover.ts [sqlite|postgres]
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Request } from 'autocannon';
import { createDatabase, postgresAvailable, type BenchDatabase, type DbKind } from './lib/database';
import { load, rotate, type LoadResult } from './lib/load';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { seed, type SeededUser } from './lib/seed';
import { startServer } from './lib/server';
import { fmt, median } from './lib/stats';

const USERS = Number(process.env.BENCH_ROLLOVER_USERS ?? 100_000);
const SIGNED_IN = 20;
const WINDOW_SECONDS = 2;
const SWEEP_TIMEOUT_MS = 15 * 60_000;

interface Window extends LoadResult {
  from: number;
  to: number;
}

interface RolloverRun {
  kind: DbKind;
  users: number;
  seedMs: number;
  waitMs: number;
  sweepMs: number;
  started: number;
  moved: number;
  before: Window[];
  during: Window[];
}

const dateKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A tiny SQL door into the bench database, for what seed.ts does not write. */
interface Sql {
  run(text: string, params?: unknown[]): Promise<void>;
  value(text: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

function openSql(db: BenchDatabase): Sql {
  if (db.kind === 'sqlite') {
    const sqlite = new SQLite(db.sqliteFile);
    sqlite.pragma('busy_timeout = 30000');
    return {
      run: async (text, params = []) => void sqlite.prepare(text).run(...params),
      value: async (text, params = []) => Number(Object.values(sqlite.prepare(text).get(...params) as object)[0]),
      close: async () => void sqlite.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: db.databaseUrl, max: 2 });
  const pgText = (text: string) => {
    let i = 0;
    return text.replace(/\?/g, () => `$${++i}`);
  };
  return {
    run: async (text, params = []) => void (await pool.query(pgText(text), params)),
    value: async (text, params = []) => Number(Object.values((await pool.query(pgText(text), params)).rows[0])[0]),
    close: () => pool.end(),
  };
}

async function seedSettings(sql: Sql, db: BenchDatabase, today: string): Promise<void> {
  // Every seeded user: UTC, rollover on, today already started.
  await sql.run(
    `insert into user_settings (uid, time_zone, rollover, rest_days, current_day) select id, 'UTC', 1, 0, ? from users`,
    [today],
  );
  if (db.kind === 'postgres') await sql.run('vacuum analyze');
}

async function measure(kind: DbKind): Promise<RolloverRun> {
  const db = await createDatabase(kind);
  try {
    // Boot once so the migrations create the tables, then seed with the server stopped.
    await (await startServer({ db })).stop();
    const seeded = await seed(db, {
      users: USERS,
      tasksPerUser: 2,
      sessionsPerUser: 1,
      sessionsForFirst: SIGNED_IN,
      section: 'tomorrow',
      completedEvery: 0,
    });
    const sql = openSql(db);
    const today = dateKey(Date.now());
    const yesterday = dateKey(Date.now() - 86_400_000);
    await seedSettings(sql, db, today);
    const server = await startServer({ db });
    try {
      const requests = listRequests(seeded.users.slice(0, SIGNED_IN));
      const windows: Window[] = [];
      const chunk = async () => {
        const from = Date.now();
        const result = await load({
          url: server.url,
          connections: 10,
          seconds: WINDOW_SECONDS,
          runs: 1,
          warmupSeconds: 0,
          requests,
        });
        windows.push({ ...result, from, to: Date.now() });
      };
      await load({ url: server.url, connections: 10, seconds: 2, runs: 1, warmupSeconds: 0, requests });
      for (let i = 0; i < 5; i++) await chunk();

      const flippedAt = Date.now();
      // The signed-in users stay on today: their list requests would start their own days at
      // once (lazily), and the sweep's first start would no longer mark when it began.
      const signedIn = seeded.users.slice(0, SIGNED_IN).map((u) => u.id);
      await sql.run(
        `update user_settings set current_day = ? where uid not in (${signedIn.map(() => '?').join(', ')})`,
        [yesterday, ...signedIn],
      );
      const due = USERS - SIGNED_IN;
      // Every start of one sweep carries the sweep's single clock reading, so its duration is
      // watched from outside: first start seen to last start seen, polled every 100 ms.
      let done = false;
      let firstSeen = 0;
      let doneAt = 0;
      const watch = (async () => {
        while (Date.now() - flippedAt < SWEEP_TIMEOUT_MS) {
          const count = await sql.value('select count(*) from day_starts where local_date = ?', [today]);
          if (count > 0 && !firstSeen) firstSeen = Date.now();
          if (count >= due) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        doneAt = Date.now();
        done = true;
      })();
      while (!done) await chunk();
      await watch;
      for (let i = 0; i < 2; i++) await chunk();

      const started = await sql.value('select count(*) from day_starts where local_date = ?', [today]);
      const moved = await sql.value("select count(*) from tasks where section = 'today'");
      await sql.close();
      return {
        kind,
        users: due,
        seedMs: seeded.ms,
        waitMs: firstSeen - flippedAt,
        sweepMs: doneAt - firstSeen,
        started,
        moved,
        before: windows.filter((w) => w.to <= firstSeen),
        during: windows.filter((w) => w.to > firstSeen && w.from < doneAt),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

function listRequests(users: SeededUser[]): Request[] {
  const next = rotate(users);
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: '/api/tasks', headers: { cookie: next().cookies[0]! } }),
    },
  ];
}

function row(run: RolloverRun): (string | number)[] {
  const p = (ws: Window[], key: 'p50' | 'p99') => (ws.length ? fmt(median(ws.map((w) => w[key])), 0) : '—');
  const worst = run.during.length ? fmt(Math.max(...run.during.map((w) => w.p99)), 0) : '—';
  const errors = [...run.before, ...run.during].reduce((s, w) => s + w.errors + w.non2xx, 0);
  return [
    run.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    `${run.started.toLocaleString('en-US')} of ${run.users.toLocaleString('en-US')}`,
    run.moved.toLocaleString('en-US'),
    `${fmt(run.sweepMs / 1000)} s (${Math.round((run.started / run.sweepMs) * 1000).toLocaleString('en-US')}/s)`,
    `${p(run.before, 'p50')} / ${p(run.before, 'p99')}`,
    `${p(run.during, 'p50')} / ${p(run.during, 'p99')} (worst ${worst})`,
    `${(run.during.reduce((s, w) => s + w.rps, 0) / Math.max(1, run.during.length)) | 0} req/s`,
    errors,
  ];
}

const kinds: DbKind[] = process.argv[2] ? [process.argv[2] as DbKind] : ['sqlite', 'postgres'];
const runs: RolloverRun[] = [];
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    console.log('rollover: PostgreSQL not reachable, skipped');
    continue;
  }
  console.log(`rollover: ${kind}, ${USERS} users…`);
  const run = await measure(kind);
  console.log(JSON.stringify({ ...run, before: run.before.length, during: run.during.length }));
  runs.push(run);
}
saveJson('rollover', runs);
writeSection(
  'rollover',
  [
    provenance(`node --import tsx bench/rollover.ts ${process.argv[2] ?? ''}`.trim()),
    '',
    `${(USERS - SIGNED_IN).toLocaleString('en-US')} users in UTC, each with 2 open Tomorrow tasks, all due at the same minute (${SIGNED_IN} more, already on today, make the requests); the compiled server's own minute sweep starts their days while autocannon lists tasks (GET /api/tasks, 10 connections, ${SIGNED_IN} signed-in users) in ${WINDOW_SECONDS}-second windows. Sweep = first to last day start seen (the guard rows, polled every 100 ms). Latency: median of the windows' p50 / p99, in ms.`,
    '',
    table(
      [
        'database',
        'days started',
        'tasks moved',
        'sweep',
        'list p50 / p99 before',
        'list p50 / p99 during sweep',
        'list throughput during',
        'errors',
      ],
      runs.map(row),
    ),
  ].join('\n'),
);
