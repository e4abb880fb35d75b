import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { FaultAwareDialect } from './fault-aware-dialect';
import { OwnSchemaPostgresDialect } from './own-schema-postgres';
import { RetryingKysely } from './retrying-transactions';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { StorageHealth } from './storage-health';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pool: pg.Pool | undefined;
  /** Faults met by queries (a full disk, a read-only database), for /healthz and start-up. */
  health: StorageHealth;
  close(): Promise<void>;
}

// Epoch-millisecond columns are BIGINT on PostgreSQL; pg returns those as strings by default.
// Millisecond timestamps stay far below 2^53, so a plain number is exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openSqlite(path.join(options.dataDir, 'dayflow.db'));
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL keeps every committed transaction across a process crash; NORMAL only risks the last
  // transactions on power loss or an OS crash, and is 4x faster on writes than FULL here.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const health = new StorageHealth();
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  const db = new Kysely<Database>({ dialect: new FaultAwareDialect(dialect, health, () => sqlite.inTransaction) });
  return {
    db,
    dialect: 'sqlite',
    pool: undefined,
    health,
    close: () => db.destroy(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const health = new StorageHealth();
  const db = new RetryingKysely<Database>({
    dialect: new FaultAwareDialect(new OwnSchemaPostgresDialect({ pool }), health),
  });
  return {
    db,
    dialect: 'postgres',
    pool,
    health,
    close: () => db.destroy(),
  };
}
