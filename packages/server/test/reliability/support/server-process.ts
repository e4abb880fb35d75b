// Test-only: the real server as an operator runs it (its build, or its source through tsx after an
// edit: server-entry.ts), in its own process, so it can be killed with SIGKILL like a crashed machine.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { serverEntryArgs } from '../../support/server-entry';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
// tsx compiles the server at each start: on a loaded two-core machine that alone took over 30 s.
const START_TIMEOUT_MS = 60_000;

/** Every instance of one test shares it, so a session made on one is valid on the others. */
export const sharedAuthSecret = () => crypto.randomBytes(32).toString('base64url');

export interface ServerProcess {
  baseUrl: string;
  wsUrl: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its signal (e.g. SIGKILL) or code. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it printed on stderr, for failure messages. */
  stderr(): string;
  /** SIGKILL: no shutdown hooks, no flushing: what a crash or an OOM kill does. */
  crash(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
}

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  authSecret: string;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverEntryArgs('main'), {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: options.authSecret,
      // No web build: these suites speak to the API only.
      WEB_DIST: path.join(repoRoot, 'no-web-build-here'),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  for (;;) {
    if (hasExited) throw new Error(`server exited during start-up:\n${stderr}`);
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${START_TIMEOUT_MS} ms:\n${stderr}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (!hasExited) child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    wsUrl: `ws://127.0.0.1:${options.port}/api/live?protocol=${SYNC_PROTOCOL_VERSION}`,
    child,
    exited,
    stderr: () => stderr,
    crash: () => kill('SIGKILL'),
    stop: () => kill('SIGTERM'),
  };
}
