// Test-only: looks at the database behind a server process directly, without going through it.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestDatabase } from '../../support/test-app';

export interface DatabaseFacts {
  /** SQLite's `PRAGMA integrity_check` ('ok' when sound); undefined on PostgreSQL. */
  integrity: string | undefined;
  /** Tasks the user can see: soft-deleted ones keep their row for 30 days (Recently deleted). */
  taskRows: number;
  /** (uid, client_key) pairs stored more than once: a retried create that duplicated. */
  duplicateClientKeys: number;
}

export async function inspectDatabase(database: TestDatabase, uid: string): Promise<DatabaseFacts> {
  const url = database.env.DATABASE_URL;
  if (!url) {
    // Read-only, while the server may still have it open: WAL readers never block the writer.
    const sqlite = new SQLite(path.join(database.env.DATA_DIR!, 'dayflow.db'), { readonly: true, fileMustExist: true });
    try {
      const integrity = (sqlite.pragma('integrity_check') as { integrity_check: string }[])
        .map((r) => r.integrity_check)
        .join('; ');
      const taskRows = (
        sqlite.prepare('SELECT count(*) AS n FROM tasks WHERE uid = ? AND deleted_at IS NULL').get(uid) as { n: number }
      ).n;
      const duplicateClientKeys = (
        sqlite
          .prepare('SELECT count(*) AS n FROM (SELECT 1 FROM tasks GROUP BY uid, client_key HAVING count(*) > 1)')
          .get() as { n: number }
      ).n;
      return { integrity, taskRows, duplicateClientKeys };
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM tasks WHERE uid = $1 AND deleted_at IS NULL',
      [uid],
    );
    const duplicates = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM (SELECT 1 FROM tasks GROUP BY uid, client_key HAVING count(*) > 1) d',
    );
    // PostgreSQL recovers from its own WAL after a client dies; there is no file of ours to check.
    return {
      integrity: undefined,
      taskRows: Number(rows.rows[0]!.n),
      duplicateClientKeys: Number(duplicates.rows[0]!.n),
    };
  } finally {
    await client.end();
  }
}
