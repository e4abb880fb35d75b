import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface DayflowServer {
  baseURL: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A Dayflow server of the spec's own, for configurations the shared e2e server does not have
 * (an OpenID provider). Same database kind as the run: a temp folder, or a fresh schema when
 * the run is on PostgreSQL (E2E_DATABASE_URL).
 */
export async function startDayflowServer(env: Record<string, string>, port?: number): Promise<DayflowServer> {
  const listenPort = port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-e2e-own-'));
  const database = await freshPostgresSchema();
  return spawnServer(
    listenPort,
    {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
      ...env,
    },
    async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );
}

/**
 * A second instance of the run's own server on PostgreSQL: the same database and the same data
 * folder (so the same auth secret), as a deployment behind a load balancer runs them. Changes
 * reach the other instance's sockets through LISTEN/NOTIFY only.
 */
export async function startSecondInstance(): Promise<DayflowServer> {
  const url = process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!url || !dataDir) throw new Error('a second instance needs the run on PostgreSQL (E2E_DATABASE_URL)');
  return spawnServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: url }, async () => {});
}

async function spawnServer(
  listenPort: number,
  env: Record<string, string>,
  cleanUp: () => Promise<void>,
): Promise<DayflowServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://localhost:${listenPort}`;
  await waitUntilHealthy(baseURL, child, () => stderr);
  return {
    baseURL,
    port: listenPort,
    async stop() {
      await stopProcess(child);
      await cleanUp();
    },
  };
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Dayflow server exited (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error(`Dayflow server did not become healthy: ${stderr()}`);
}

/** A server that has not shut down gracefully within this is killed, so a hook never hangs on it. */
const STOP_GRACE_MS = 10_000;

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function freshPostgresSchema(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const runUrl = process.env.E2E_DATABASE_URL;
  if (!runUrl) return undefined;
  const base = new URL(runUrl);
  base.searchParams.delete('options');
  const schema = `e2e_own_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
