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
import type { Request } from 'autocannon';
import { alternate } from './lib/alternate';
import { rotate, type LoadResult } from './lib/load';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets } from './lib/targets';
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

function listRequests(users: SeededUser[]): Request[] {
  const next = rotate(users);
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: '/api/tasks', headers: { cookie: next().cookies[0]! } }),
    },
  ];
}

/** PostgreSQL: settle the freshly loaded tables (statistics, visibility map) as autovacuum soon would. */
async function settle(db: BenchDatabase): Promise<void> {
  if (db.kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
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
  const smallDb = await createDatabase(kind);
  const bigDb = await createDatabase(kind);
  try {
    const small = await startServer({ db: smallDb });
    let big = await startServer({ db: bigDb });
    const bootEmptyMs = big.bootMs;
    try {
      // One database holds exactly one user with 100 tasks; the other 10,000 such users.
      const one = (await seed(smallDb, { users: 1, tasksPerUser: TASKS, sessionsPerUser: 1, tag: 'one' })).users;
      const many = await seed(bigDb, {
        users: USERS,
        tasksPerUser: TASKS,
        sessionsPerUser: 1,
        sessionsForFirst: QUERIED,
        tag: 'many',
      });
      console.log(`${kind}: seeded ${many.tasks} tasks for ${USERS} users in ${fmt(many.ms / 1000)} s`);
      await settle(smallDb);
      await settle(bigDb);
      // Measured in turn (lib/alternate.ts), so load from neighbours hits both servers.
      const { a: baseline, b: full } = await alternate(
        base,
        { url: small.url, requests: () => listRequests(one) },
        { url: big.url, requests: () => listRequests(many.users.slice(0, QUERIED)) },
      );
      console.log(`${kind}: list p99 ${baseline.p99} ms (1 user) vs ${full.p99} ms (${USERS} users)`);
      await big.stop();
      big = await startServer({ db: bigDb, timeoutMs: 300_000 });
      const bootFullMs = big.bootMs;
      return {
        kind,
        bootEmptyMs,
        baseline,
        seedMs: many.ms,
        seededTasks: many.tasks,
        full,
        bootFullMs,
        sizeMb: await sizeMb(bigDb),
      };
    } finally {
      await small.stop();
      await big.stop();
    }
  } finally {
    await smallDb.drop();
    await bigDb.drop();
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
      `${base.connections} connections: one server on a database holding only that user, one on the database ` +
      `holding everyone (rotating over ${QUERIED} of them), measured in turn ${base.runs} × ${base.seconds} s each ` +
      `(medians) so that load from neighbours on this shared machine hits both. PostgreSQL tables are VACUUM ` +
      `ANALYZEd after loading. Boot = process start to /healthz, migrations included.`,
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
refreshTargets();
