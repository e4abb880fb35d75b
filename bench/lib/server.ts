import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchDatabase } from './database';
import { pickPort, releasePort } from './ports';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Known secret, so the seeder can sign session cookies exactly as better-auth does. */
export const BENCH_AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resident set size of the server process now, in MiB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

export interface StartOptions {
  db: BenchDatabase;
  /** Built web app to serve; omitted serves the API only. */
  webDist?: string;
  env?: Record<string, string>;
  /** Upper bound for boot (migrations included). */
  timeoutMs?: number;
  /** Extra flags for node, e.g. --cpu-prof to see where a run spends its time. */
  nodeArgs?: string[];
  /** Checkout whose server to build and run (default: this one); a baseline commit's worktree for A/B runs. */
  root?: string;
}

const live = new Set<ChildProcess>();
// A benchmark interrupted with Ctrl-C must not leave servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) child.kill('SIGKILL');
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

const serverBuilt = new Set<string>();

/** Compiles a checkout's server from its sources (packages/server/build.mjs, < 1 s), once per run. */
function buildServer(root: string): void {
  if (serverBuilt.has(root)) return;
  const result = spawnSync(process.execPath, ['packages/server/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`packages/server/build.mjs failed (${result.status ?? result.signal})`);
  serverBuilt.add(root);
}

/**
 * Starts the compiled server (`node --enable-source-maps packages/server/dist/main.js`, built from
 * the current sources first) as its own process, the way `npm run serve` runs it in production
 * (NODE_ENV=production, LOG_LEVEL=warn), and resolves once /healthz answers.
 */
export async function startServer(options: StartOptions): Promise<RunningServer & { bootMs: number }> {
  const root = options.root ?? REPO_ROOT;
  buildServer(root);
  const port = await pickPort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--enable-source-maps', 'packages/server/dist/main.js'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: BENCH_AUTH_SECRET,
        // A folder without index.html means "API only" to the static plugin.
        WEB_DIST: options.webDist ?? path.join(options.db.dataDir, 'no-web'),
        ...options.db.env,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  live.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz in time: ${stderr}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const bootMs = performance.now() - started;
  return {
    url,
    port,
    pid: child.pid!,
    child,
    bootMs,
    rssMb: () => rssMb(child.pid!),
    stop: () => stopChild(child).finally(() => releasePort(port)),
  };
}

export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** SIGTERM (graceful close), SIGKILL after 5 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  live.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a bench script as a child process (load generators run apart from the server). */
export function spawnScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  stdin: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'inherit'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}
