import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DbKind = 'sqlite' | 'postgres';

/** The shared PostgreSQL the project's tests use (trust auth on loopback). */
export const PG_BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A brand-new empty database for one benchmark: a temp folder, or a fresh PostgreSQL schema. */
export interface BenchDatabase {
  kind: DbKind;
  dataDir: string;
  /** Set on PostgreSQL: the URL whose search_path is our schema. */
  databaseUrl: string | undefined;
  schema: string | undefined;
  /** SQLite file the server opens (DATA_DIR/dayflow.db). */
  sqliteFile: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createDatabase(kind: DbKind): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const sqliteFile = path.join(dataDir, 'dayflow.db');
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      schema: undefined,
      sqliteFile,
      env: { DATA_DIR: dataDir },
      drop: async () => removeDir(),
    };
  }
  const schema = `bench_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const url = new URL(PG_BASE_URL);
  // Every connection of the server lands in our schema; see scripts/with-pg.mjs.
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    schema,
    sqliteFile,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    drop: async () => {
      await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      removeDir();
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Fails fast with one clear line when PostgreSQL is not there, so a run can skip that half. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
