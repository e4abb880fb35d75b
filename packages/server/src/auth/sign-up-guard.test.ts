import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const freshEmail = () => `new-${crypto.randomBytes(6).toString('hex')}@example.test`;

describe('sign-up password rules', () => {
  // The attempts below are many; the sign-up limit is not what is under test.
  const t = useTestApp();

  const post = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': crypto.randomUUID() },
      payload: { name: 'Ada', email, password },
    });

  it.each([
    ['12345678', 'common'],
    ['password', 'common'],
    ['Password', 'common'],
    ['qwertyuiop', 'common'],
    ['iloveyou', 'common'],
    ['        ', 'spaces'],
    ['EMAIL', 'email'],
  ])('refuses %j with 400 naming the password (%s)', async (password, why) => {
    const email = freshEmail();
    const response = await post(email, password === 'EMAIL' ? email.toUpperCase() : password);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ field: 'password' });
    const expected = { common: /common/, spaces: /only spaces/, email: /email address/ }[why]!;
    expect(body.error).toMatch(expected);
  });

  it('accepts an uncommon passphrase', async () => {
    expect((await post(freshEmail(), 'tidal violet harbour lamp')).statusCode).toBe(200);
  });
});

describe('sign-up timing', () => {
  // The library's own password hash: what makes the two answers take as long is hashing.
  const t = useTestApp({ passwordHasher: undefined });

  async function timed(email: string): Promise<number> {
    const started = performance.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': crypto.randomUUID() },
      payload: { name: 'Ada', email, password: 'tidal violet harbour lamp' },
    });
    return performance.now() - started;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('takes as long for an email that has an account as for a new one', async () => {
    const existing = await signUp(t.app);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment on the machine slows both kinds alike.
    for (let i = 0; i < 7; i += 1) {
      known.push(await timed(existing.email));
      unknown.push(await timed(freshEmail()));
    }
    // Before the fix the known email answered ~15x faster (no password hashing at all).
    const ratio = median(known) / median(unknown);
    expect(ratio, `known ${median(known).toFixed(0)} ms, new ${median(unknown).toFixed(0)} ms`).toBeGreaterThan(0.5);
  }, 60_000);
});
