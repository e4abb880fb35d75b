import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mainFile = path.join(import.meta.dirname, 'main.ts');

/** Runs the real entry point and collects what an operator would see. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
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
  ])('%o stops with one line naming the variable', async (env, expected) => {
    const { code, stderr } = await runMain({ DATA_DIR: dataDir(), ...env });
    expect(code).toBe(1);
    expect(stderr).toMatch(expected);
  });
});
