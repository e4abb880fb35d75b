import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { BenchDatabase } from './database';
import { BENCH_AUTH_SECRET } from './server';

/**
 * Writes users, sessions and tasks straight into the server's database with batched SQL —
 * signing up through the API hashes a password per user (scrypt, tens of ms) and is rate
 * limited, which would make seeding 10,000 users the benchmark instead of the server.
 *
 * Column names are read from the live tables (better-auth owns `users` and `sessions`), so a
 * renamed field shows up as a clear error instead of silently wrong rows.
 */

const SESSION_COOKIE = 'better-auth.session_token';
const SECTIONS = ['brainDump', 'today', 'tomorrow'] as const;
const PRIORITIES = ['High', 'Medium', 'Low'] as const;

/** The cookie better-auth sets: `<token>.<base64 HMAC-SHA256(secret, token)>`, URL-encoded. */
export function sessionCookie(token: string, secret = BENCH_AUTH_SECRET): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${token}.${encodeURIComponent(signature)}`;
}

type Row = Record<string, unknown>;
type Logical = Record<string, string>;

const norm = (name: string) => name.toLowerCase().replaceAll('_', '');

/** Maps logical field names (camelCase) to the table's real columns; throws on a required unknown one. */
function mapColumns(table: string, columns: { name: string; required: boolean }[], known: string[][]): Logical {
  const map: Logical = {};
  for (const column of columns) {
    const match = known.find((aliases) => aliases.some((alias) => norm(alias) === norm(column.name)));
    if (match) map[match[0]!] = column.name;
    else if (column.required) throw new Error(`seed: ${table}.${column.name} is required and unknown to the seeder`);
  }
  for (const aliases of known) {
    if (!map[aliases[0]!] && !OPTIONAL_FIELDS.has(aliases[0]!)) {
      throw new Error(`seed: ${table} has no column for ${aliases[0]}`);
    }
  }
  return map;
}

/** Columns a table may lack (an older schema: a baseline commit's server). */
const OPTIONAL_FIELDS = new Set(['image', 'ipAddress', 'userAgent', 'notes']);

const USER_FIELDS = [
  ['id'],
  ['name', 'display_name'],
  ['email'],
  ['emailVerified'],
  ['image', 'photo_url'],
  ['createdAt'],
  ['updatedAt'],
];
const SESSION_FIELDS = [
  ['id'],
  ['token'],
  ['userId'],
  ['expiresAt'],
  ['createdAt'],
  ['updatedAt'],
  ['ipAddress'],
  ['userAgent'],
];
const TASK_FIELDS = [
  ['id'],
  ['uid'],
  ['clientKey'],
  ['text'],
  ['notes'],
  ['priority'],
  ['completed'],
  ['section'],
  ['position'],
  ['createdAt'],
  ['updatedAt'],
];

export interface SeedSpec {
  users: number;
  tasksPerUser: number;
  /** Sessions (devices) per user; their cookies are returned. */
  sessionsPerUser: number;
  /** Only the first N users get sessions (the ones the benchmark signs in as). */
  sessionsForFirst?: number;
  /** Tag inside emails, so two seeds into one database never collide. */
  tag?: string;
  /** Put every task in this list (default: the three lists in turn). */
  section?: (typeof SECTIONS)[number];
  /** Every n-th task is completed (default 5; 0 = none). */
  completedEvery?: number;
  /** Only every n-th task is open, the rest completed (an account with history); overrides completedEvery. */
  openEvery?: number;
  /** Characters of text and notes per task (the text up to 200, the rest notes); default: a short text only. */
  taskChars?: number;
}

const TEXT_CHARS = 200;

/** Filler prose of `length` characters, varied by `seed` so no two tasks share a text. */
function filler(length: number, seed: number): string {
  const words = ['plan', 'write', 'review', 'call', 'draft', 'check', 'send', 'fix', 'read', 'book', 'order', 'tidy'];
  let out = '';
  for (let i = seed; out.length < length; i++) out += `${words[(i * 7) % words.length]} ${i} `;
  return out.slice(0, length).trimEnd();
}

export interface SeededUser {
  id: string;
  email: string;
  cookies: string[];
  /** Ids of the user's seeded tasks, kept for users that got sessions (the ones a benchmark drives). */
  taskIds: string[];
}

export interface SeedResult {
  users: SeededUser[];
  tasks: number;
  ms: number;
}

interface Sink {
  columns(table: string): Promise<{ name: string; required: boolean }[]>;
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  flush(): Promise<void>;
  close(): Promise<void>;
}

function sqliteSink(file: string): Sink {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  // Task ids are random UUIDs, so every insert lands somewhere else in the primary-key B-tree:
  // a 256 MiB page cache keeps those pages in memory instead of re-reading them.
  db.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async columns(table) {
      const info = db.prepare(`PRAGMA table_info("${table}")`).all() as {
        name: string;
        notnull: number;
        dflt_value: unknown;
        pk: number;
      }[];
      return info.map((c) => ({ name: c.name, required: (c.notnull === 1 || c.pk === 1) && c.dflt_value === null }));
    },
    async insert(table, columns, rows) {
      const key = `${table}:${columns.join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        const list = columns.map((c) => `"${c}"`).join(',');
        statement = db.prepare(`INSERT INTO "${table}" (${list}) VALUES (${columns.map(() => '?').join(',')})`);
        statements.set(key, statement);
      }
      const run = statement;
      // One transaction per batch: a prepared single-row insert is the fastest path in SQLite.
      db.transaction(() => {
        for (const row of rows) run.run(row);
      })();
    },
    async flush() {},
    async close() {
      db.close();
    },
  };
}

function postgresSink(url: string): Sink {
  // Four connections insert batches side by side; PostgreSQL uses both cores that way.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const inFlight = new Set<Promise<void>>();
  return {
    async columns(table) {
      const { rows } = await pool.query<{ column_name: string; is_nullable: string; column_default: string | null }>(
        `SELECT column_name, is_nullable, column_default FROM information_schema.columns
         WHERE table_name = $1 AND table_schema = current_schema()`,
        [table],
      );
      return rows.map((c) => ({ name: c.column_name, required: c.is_nullable === 'NO' && c.column_default === null }));
    },
    async insert(table, columns, rows) {
      // Multi-row VALUES, at most 60,000 parameters per statement (PostgreSQL's limit is 65,535).
      const perStatement = Math.max(1, Math.floor(60_000 / columns.length));
      for (let i = 0; i < rows.length; i += perStatement) {
        const slice = rows.slice(i, i + perStatement);
        const values: unknown[] = [];
        const tuples = slice.map((row) => {
          const start = values.length;
          values.push(...row);
          return `(${row.map((_, j) => `$${start + j + 1}`).join(',')})`;
        });
        const text = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`;
        const job = pool.query(text, values).then(() => undefined);
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job));
        if (inFlight.size >= 4) await Promise.race(inFlight);
      }
    },
    async flush() {
      await Promise.all(inFlight);
    },
    async close() {
      await Promise.all(inFlight);
      await pool.end();
    },
  };
}

function rowsFor(map: Logical, objects: Row[]): { columns: string[]; rows: unknown[][] } {
  const logical = Object.keys(map);
  return { columns: logical.map((l) => map[l]!), rows: objects.map((o) => logical.map((l) => o[l] ?? null)) };
}

/**
 * Seeds `users` users with `tasksPerUser` tasks each (spread over the three lists, some done) and
 * sessions for the first users. Run it after the server has booted once (its migrations create
 * the tables).
 */
export async function seed(db: BenchDatabase, spec: SeedSpec): Promise<SeedResult> {
  const started = performance.now();
  const sink = db.kind === 'sqlite' ? sqliteSink(db.sqliteFile) : postgresSink(db.databaseUrl!);
  try {
    const userMap = mapColumns('users', await sink.columns('users'), USER_FIELDS);
    const sessionMap = mapColumns('sessions', await sink.columns('sessions'), SESSION_FIELDS);
    const taskMap = mapColumns('tasks', await sink.columns('tasks'), TASK_FIELDS);
    const sqlite = db.kind === 'sqlite';
    const now = Date.now();
    const iso = new Date(now).toISOString();
    const expires = new Date(now + 30 * 24 * 3600 * 1000).toISOString();
    const tag = spec.tag ?? crypto.randomBytes(3).toString('hex');
    const withSessions = spec.sessionsForFirst ?? spec.users;
    const completedEvery = spec.completedEvery ?? 5;

    const USER_BATCH = 2000;
    const TASK_BATCH = 20_000;
    const users: SeededUser[] = [];
    let taskBuffer: Row[] = [];
    let tasks = 0;
    for (let start = 0; start < spec.users; start += USER_BATCH) {
      const batch: Row[] = [];
      const sessions: Row[] = [];
      for (let u = start; u < Math.min(spec.users, start + USER_BATCH); u++) {
        const id = crypto.randomUUID();
        const email = `bench-${tag}-${u}@example.test`;
        batch.push({
          id,
          name: `Bench User ${u}`,
          email,
          emailVerified: sqlite ? 0 : false,
          image: null,
          createdAt: iso,
          updatedAt: iso,
        });
        const cookies: string[] = [];
        if (u < withSessions) {
          for (let s = 0; s < spec.sessionsPerUser; s++) {
            const token = crypto.randomBytes(24).toString('base64url');
            sessions.push({
              id: crypto.randomUUID(),
              token,
              userId: id,
              expiresAt: expires,
              createdAt: iso,
              updatedAt: iso,
              ipAddress: '127.0.0.1',
              userAgent: 'dayflow-bench',
            });
            cookies.push(sessionCookie(token));
          }
        }
        users.push({ id, email, cookies, taskIds: [] });
      }
      const u = rowsFor(userMap, batch);
      await sink.insert('users', u.columns, u.rows);
      await sink.flush(); // tasks and sessions reference these users
      if (sessions.length > 0) {
        const s = rowsFor(sessionMap, sessions);
        await sink.insert('sessions', s.columns, s.rows);
      }
      for (const [i, user] of batch.entries()) {
        const keepIds = start + i < withSessions ? users[start + i]!.taskIds : undefined;
        const positions = [0, 0, 0];
        for (let t = 0; t < spec.tasksPerUser; t++) {
          const sectionIndex = spec.section ? SECTIONS.indexOf(spec.section) : t % 3;
          const created = now - (spec.tasksPerUser - t) * 60_000;
          const taskId = crypto.randomUUID();
          keepIds?.push(taskId);
          taskBuffer.push({
            id: taskId,
            uid: user.id,
            clientKey: `seed-${t.toString(36).padStart(6, '0')}`,
            text: spec.taskChars
              ? `Seeded task ${t + 1}: ${filler(TEXT_CHARS - 20, t)}`
              : `Seeded task ${t + 1}: plan, write and review`,
            notes: spec.taskChars ? filler(Math.max(0, spec.taskChars - TEXT_CHARS), t * 31) : '',
            priority: PRIORITIES[t % 3],
            completed: (spec.openEvery ? t % spec.openEvery !== 0 : completedEvery > 0 && t % completedEvery === 0)
              ? 1
              : 0,
            section: SECTIONS[sectionIndex],
            position: positions[sectionIndex]!++,
            createdAt: created,
            updatedAt: created,
          });
        }
        if (taskBuffer.length >= TASK_BATCH) {
          const r = rowsFor(taskMap, taskBuffer);
          await sink.insert('tasks', r.columns, r.rows);
          tasks += taskBuffer.length;
          taskBuffer = [];
        }
      }
    }
    if (taskBuffer.length > 0) {
      const r = rowsFor(taskMap, taskBuffer);
      await sink.insert('tasks', r.columns, r.rows);
      tasks += taskBuffer.length;
    }
    await sink.flush();
    return { users, tasks, ms: performance.now() - started };
  } finally {
    await sink.close();
  }
}
