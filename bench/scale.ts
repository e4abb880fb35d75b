/**
 * Scale: 10,000 users × 100 tasks (1,000,000 tasks) seeded with batched SQL on SQLite and on
 * PostgreSQL; GET /api/tasks p99 for a 100-task user on that database against the same figure
 * on a database that holds that one user only. Also: seeding time, and boot (migrations) time on
 * an empty and on the full database.
 *   node --import tsx bench/scale.ts
 */
import fs from 'node:fs';
import pg from 'pg';
import { createDatabase, postgresAvailable, type BenchDatabase, type DbKind } from './lib/database';
import { load, rotate, type LoadResult } from './lib/load';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { seed, type SeededUser } from './lib/seed';
import { startServer } from './lib/server';
import { fmt, verdict } from './lib/stats';

const USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
const TASKS = 100;
const QUERIED = 10;
const base = { connections: 10, seconds: 5, runs: 3, warmupSeconds: 2 };

interface ScaleRun {
  kind: DbKind;
  bootEmptyMs: number;
  baseline: LoadResult;
  seedMs: number;
  seededTasks: number;
  full: LoadResult;
  bootFullMs: number;
  sizeMb: number;
}

async function listLoad(url: string, users: SeededUser[]): Promise<LoadResult> {
  const next = rotate(users);
  return load({
    ...base,
    url,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: '/api/tasks', headers: { cookie: next().cookies[0]! } }),
      },
    ],
  });
}

async function sizeMb(db: BenchDatabase): Promise<number> {
  if (db.kind === 'sqlite') {
    return (
      ['', '-wal'].reduce(
        (s, suffix) => s + (fs.statSync(db.sqliteFile + suffix, { throwIfNoEntry: false })?.size ?? 0),
        0,
      ) /
      2 ** 20
    );
  }
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      `SELECT sum(pg_total_relation_size(c.oid))::text AS bytes FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
    );
    return Number(rows[0]?.bytes ?? 0) / 2 ** 20;
  } finally {
    await client.end();
  }
}

async function run(kind: DbKind): Promise<ScaleRun> {
  const db = await createDatabase(kind);
  try {
    let server = await startServer({ db });
    const bootEmptyMs = server.bootMs;
    // The database holds exactly one user with 100 tasks.
    const one = (await seed(db, { users: 1, tasksPerUser: TASKS, sessionsPerUser: 1, tag: 'one' })).users;
    const baseline = await listLoad(server.url, one);
    console.log(`${kind}: one user: list p99 ${baseline.p99} ms, ${fmt(baseline.rps)} req/s`);

    const rest = await seed(db, {
      users: USERS - 1,
      tasksPerUser: TASKS,
      sessionsPerUser: 1,
      sessionsForFirst: QUERIED - 1,
      tag: 'many',
    });
    console.log(`${kind}: seeded ${rest.tasks} tasks for ${USERS - 1} users in ${fmt(rest.ms / 1000)} s`);
    const queried = [...one, ...rest.users.slice(0, QUERIED - 1)];
    const full = await listLoad(server.url, queried);
    console.log(`${kind}: ${USERS} users: list p99 ${full.p99} ms, ${fmt(full.rps)} req/s`);
    await server.stop();

    server = await startServer({ db, timeoutMs: 300_000 });
    const bootFullMs = server.bootMs;
    await server.stop();
    return {
      kind,
      bootEmptyMs,
      baseline,
      seedMs: rest.ms,
      seededTasks: rest.tasks + TASKS,
      full,
      bootFullMs,
      sizeMb: await sizeMb(db),
    };
  } finally {
    await db.drop();
  }
}

const runs: ScaleRun[] = [await run('sqlite')];
if (await postgresAvailable()) runs.push(await run('postgres'));

writeSection(
  'scale',
  [
    provenance('node --import tsx bench/scale.ts'),
    '',
    `${USERS.toLocaleString('en-US')} users × ${TASKS} tasks inserted straight into the tables (bench/lib/seed.ts: ` +
      `SQLite one prepared insert per row, 20,000 rows per transaction; PostgreSQL multi-row INSERTs of 6,000 rows, ` +
      `4 connections), with the server's indexes in place. \`GET /api/tasks\` for 100-task users, autocannon ` +
      `${base.connections} connections, ${base.runs} × ${base.seconds} s (medians): first with the user alone in the ` +
      `database, then rotating over ${QUERIED} users once the database holds everyone. Boot = process start to ` +
      `/healthz, migrations included.`,
    '',
    table(
      [
        'database',
        'list p99, 1 user (ms)',
        `list p99, ${USERS.toLocaleString('en-US')} users (ms)`,
        'ratio (≤ 2×)',
        'list req/s 1 user → all',
        'seeding',
        'boot empty → full DB',
        'size on disk',
      ],
      runs.map((r) => [
        r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        r.baseline.p99,
        r.full.p99,
        `${(r.full.p99 / r.baseline.p99).toFixed(2)}× ${verdict(r.full.p99, 2 * r.baseline.p99, 'lower')}`,
        `${fmt(r.baseline.rps)} → ${fmt(r.full.rps)}`,
        `${r.seededTasks.toLocaleString('en-US')} tasks in ${fmt(r.seedMs / 1000)} s (${fmt(r.seededTasks / (r.seedMs / 1000))}/s)`,
        `${fmt(r.bootEmptyMs)} ms → ${fmt(r.bootFullMs)} ms`,
        `${fmt(r.sizeMb)} MiB`,
      ]),
    ),
  ].join('\n'),
);
saveJson('scale', runs);
