/**
 * The database's own ceiling for the rows the API touches, with no HTTP, auth or Kysely in the
 * way: the list query for one user's 100 tasks, a single-row insert and a single-row update. It
 * runs in its own process, like the server, with the server's connection setup (SQLite: one
 * connection, WAL, synchronous=NORMAL; PostgreSQL: a pool of 10, 10 queries in flight).
 *   node --import tsx bench/servers/raw-db.ts '<json {kind, file|url, uid, taskIds, ms}>'
 */
import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { percentile } from '../lib/stats';

interface Args {
  kind: 'sqlite' | 'postgres';
  file?: string;
  url?: string;
  uid: string;
  taskIds: string[];
  ms: number;
}

const args = JSON.parse(process.argv[2]!) as Args;

const LIST = 'SELECT * FROM tasks WHERE uid = $1 ORDER BY position, created_at, id';
const INSERT =
  'INSERT INTO tasks (id, uid, client_key, text, priority, completed, section, position, created_at, updated_at) ' +
  'VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9) ON CONFLICT (uid, client_key) DO NOTHING';
const UPDATE = 'UPDATE tasks SET completed = $1, updated_at = $2 WHERE uid = $3 AND id = $4 RETURNING *';

type Op = 'list' | 'insert' | 'update';
const OPS: Op[] = ['list', 'insert', 'update'];

function summary(op: Op, latencies: number[], ms: number) {
  return {
    op,
    opsPerSec: (latencies.length / ms) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

let n = 0;
const insertParams = (): unknown[] => {
  n++;
  return [
    crypto.randomUUID(),
    args.uid,
    `raw-${process.pid}-${n}`,
    `Raw insert ${n}`,
    'Medium',
    'brainDump',
    1000 + n,
    Date.now(),
    Date.now(),
  ];
};
const updateParams = (): unknown[] => [n++ % 2, Date.now(), args.uid, args.taskIds[n % args.taskIds.length]];

async function runSqlite() {
  const db = new SQLite(args.file!);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const sqlite = (text: string) => db.prepare(text.replace(/\$\d+/g, '?'));
  const statements = { list: sqlite(LIST), insert: sqlite(INSERT), update: sqlite(UPDATE) };
  const results = [];
  for (const op of OPS) {
    const latencies: number[] = [];
    const started = performance.now();
    while (performance.now() - started < args.ms) {
      const t = performance.now();
      if (op === 'list') statements.list.all(args.uid);
      else if (op === 'insert') statements.insert.run(...insertParams());
      else statements.update.all(...updateParams());
      latencies.push(performance.now() - t);
    }
    results.push(summary(op, latencies, performance.now() - started));
  }
  db.close();
  return results;
}

async function runPostgres() {
  const pool = new pg.Pool({ connectionString: args.url!, max: 10 });
  const results = [];
  for (const op of OPS) {
    const latencies: number[] = [];
    const started = performance.now();
    const worker = async () => {
      while (performance.now() - started < args.ms) {
        const t = performance.now();
        if (op === 'list') await pool.query(LIST, [args.uid]);
        else if (op === 'insert') await pool.query(INSERT, insertParams());
        else await pool.query(UPDATE, updateParams());
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    results.push(summary(op, latencies, performance.now() - started));
  }
  await pool.end();
  return results;
}

const results = args.kind === 'sqlite' ? await runSqlite() : await runPostgres();
console.log(JSON.stringify(results));
