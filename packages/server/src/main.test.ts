import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEntryArgs } from '../test/support/server-entry';

/** Runs the real entry point and collects what an operator would see. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverEntryArgs('main'), {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Generous: tsx compiles the server first, which on a loaded machine took over 15 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting the server with a bad configuration', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-main-'));

  it.each([
    [{ PORT: 'not-a-port' }, /^dayflow: Invalid PORT: .+\n$/],
    [{ DATABASE_URL: 'sqlite://nope' }, /^dayflow: Invalid DATABASE_URL: .+\n$/],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      /^dayflow: cannot open the database \(DATABASE_URL\): .+\n$/,
    ],
  ])('%o stops with one line naming the variable', { timeout: 60_000 }, async (env, expected) => {
    const { code, stderr } = await runMain({ DATA_DIR: dataDir(), ...env });
    expect(code).toBe(1);
    expect(stderr).toMatch(expected);
  });
});

describe('starting the server on a database that cannot take writes', () => {
  it('says so on stderr, never "ready", and /healthz answers 503', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-main-'));
    const port = String(await freePort());
    const first = await startMain({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
    await first.healthy();
    await first.stop();

    const file = path.join(dataDir, 'dayflow.db');
    fs.chmodSync(file, 0o444);
    // Permission bits do not bind root: there, mark the file immutable as a read-only mount would.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync('chattr', ['+i', file]);
    try {
      const second = await startMain({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
      const health = await second.health();
      expect(health).toEqual({ status: 503, body: { ok: false, error: 'database is read-only' } });
      const output = await second.stop();
      expect(output).toMatch(/dayflow: the database cannot take writes \(DATA_DIR\): database is read-only/);
      expect(output).not.toMatch(/ready/);
    } finally {
      if (asRoot) execFileSync('chattr', ['-i', file]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real entry point, listening; its stdout and stderr together, as an operator reads them. */
async function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, serverEntryArgs('main'), {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${env.PORT}`;
  const health = async () => {
    for (let tries = 0; ; tries += 1) {
      try {
        const response = await fetch(`${base}/healthz`);
        return { status: response.status, body: (await response.json()) as unknown };
      } catch (error) {
        if (tries > 200) throw new Error(`not listening: ${output}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    health,
    healthy: async () => expect((await health()).status).toBe(200),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return output;
    },
  };
}
