import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Direct writes to the e2e server's own database, for states the UI cannot reach quickly
 * (a task created days ago). PostgreSQL when E2E_DATABASE_URL is set (scripts/with-pg.mjs),
 * else the SQLite file in E2E_DATA_DIR (playwright.config.ts).
 */
async function execute(sql: { sqlite: string; pg: string }, params: unknown[]): Promise<number> {
  const url = process.env.E2E_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql.pg, params)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const db = new SQLite(path.join(dataDir, 'dayflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql.sqlite).run(...params).changes;
  } finally {
    db.close();
  }
}

/**
 * Sets created_at of the user's tasks with this exact text; returns how many rows changed
 * (0 while the task has not reached the server yet — poll until it is 1).
 */
export function setTaskCreatedAt(email: string, text: string, createdAt: number): Promise<number> {
  return execute(
    {
      sqlite: 'UPDATE tasks SET created_at = ? WHERE text = ? AND uid = (SELECT id FROM users WHERE email = ?)',
      pg: 'UPDATE tasks SET created_at = $1 WHERE text = $2 AND uid = (SELECT id FROM users WHERE email = $3)',
    },
    [createdAt, text, email],
  );
}

/** Gives the user a streak of `count` days, the last on `lastActive` (a local date). */
export function setStreak(email: string, count: number, lastActive: string): Promise<number> {
  const upsert = (p: (n: number) => string) =>
    `INSERT INTO streaks (uid, count, last_active, counted_until) ` +
    `SELECT id, ${p(1)}, ${p(2)}, NULL FROM users WHERE email = ${p(3)} ` +
    `ON CONFLICT (uid) DO UPDATE SET count = excluded.count, last_active = excluded.last_active, counted_until = NULL`;
  return execute({ sqlite: upsert(() => '?'), pg: upsert((n) => `$${n}`) }, [count, lastActive, email]);
}

/** Sets how many tasks the user completed on a local date, as the server counts them (history). */
export function setDayCount(email: string, date: string, completed: number): Promise<number> {
  const upsert = (p: (n: number) => string) =>
    `INSERT INTO day_counts (uid, local_date, completed) ` +
    `SELECT id, ${p(1)}, ${p(2)} FROM users WHERE email = ${p(3)} ` +
    `ON CONFLICT (uid, local_date) DO UPDATE SET completed = excluded.completed`;
  return execute({ sqlite: upsert(() => '?'), pg: upsert((n) => `$${n}`) }, [date, completed, email]);
}
