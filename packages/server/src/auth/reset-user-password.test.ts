import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { serverEntryArgs } from '../../test/support/server-entry';
import { useTestApp } from '../../test/support/use-test-app';
import { resetUserPassword } from './reset-user-password';

const serverRoot = path.resolve(import.meta.dirname, '../..');

describe('resetUserPassword (npm run user:reset-password)', () => {
  const t = useTestApp();

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

  it('sets the new password and signs the account out everywhere', async () => {
    const user = await signUp(t.app);
    await signIn(user.email, 'correct horse battery');
    const result = await resetUserPassword(t.app.auth, {
      email: user.email.toUpperCase(),
      password: 'brisk amber meadow',
    });
    expect(result).toEqual({ ok: true, userId: user.id, email: user.email, sessionsEnded: 2 });
    expect((await user.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await signIn(user.email, 'correct horse battery')).statusCode).toBe(401);
    expect((await signIn(user.email, 'brisk amber meadow')).statusCode).toBe(200);
  });

  it.each([
    ['password', /common/],
    ['        ', /only spaces/],
    ['short', /at least/],
    ['EMAIL', /email address/],
  ])('refuses %j as sign-up would, and changes nothing', async (password, reason) => {
    const user = await signUp(t.app);
    const result = await resetUserPassword(t.app.auth, {
      email: user.email,
      password: password === 'EMAIL' ? user.email : password,
    });
    expect(result).toMatchObject({ ok: false, field: 'password', error: expect.stringMatching(reason) });
    expect((await user.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('says so when no account has the email', async () => {
    const result = await resetUserPassword(t.app.auth, {
      email: 'nobody@example.test',
      password: 'brisk amber meadow',
    });
    expect(result).toMatchObject({ ok: false, field: 'email', error: expect.stringContaining('nobody@example.test') });
  });

  it('runs from the shell with the password on standard input', async () => {
    const user = await signUp(t.app);
    const run = (args: string[], input: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [...serverEntryArgs('reset-password'), ...args], {
          cwd: serverRoot,
          env: { ...process.env, DATABASE_URL: '', ...t.database.env, LOG_LEVEL: 'silent' },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
        child.stdin.end(input);
      });
    const done = await run(['--email', user.email], 'steady copper lantern\n');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain(`New password set for ${user.email}`);
    expect((await signIn(user.email, 'steady copper lantern')).statusCode).toBe(200);

    const refused = await run(['--email', user.email], '12345678\n');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^user:reset-password: password: .*common/);
    expect((await run([], 'x\n')).status).toBe(2);
  }, 60_000);
});
